import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";
import { DEFAULT_SHOP_PRICING, type ShopPricing } from "#domain/shop-pricing.ts";

export type ShopUser = NonNullable<Awaited<ReturnType<typeof loader>>["user"]>;

/** The signed-in customer from the root loader, or null for a visitor. */
export function useUser(): ShopUser | null {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}

export type ShopContact = NonNullable<Awaited<ReturnType<typeof loader>>["contact"]>;

/** The shop's e-mail, phone and city from its settings, or null before it has any. */
export function useShopContact(): ShopContact | null {
  return useRouteLoaderData<typeof loader>("root")?.contact ?? null;
}

/** The shop's delivery fee, free-delivery threshold and whether its prices include GST. */
export function useShopPricing(): ShopPricing {
  return useRouteLoaderData<typeof loader>("root")?.pricing ?? DEFAULT_SHOP_PRICING;
}

/** The ids of the products in the signed-in customer's wishlist (none for a visitor). */
export function useWishlist(): readonly string[] {
  return useRouteLoaderData<typeof loader>("root")?.wishlist ?? [];
}

/** The four policy pages with their titles in the page's language, for the footer. */
export function usePolicyLinks(): ReadonlyArray<{ to: string; title: string }> {
  return useRouteLoaderData<typeof loader>("root")?.policyLinks ?? [];
}
