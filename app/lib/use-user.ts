import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root.tsx";

export type ShopUser = NonNullable<Awaited<ReturnType<typeof loader>>["user"]>;

/** The signed-in customer from the root loader, or null for a visitor. */
export function useUser(): ShopUser | null {
  return useRouteLoaderData<typeof loader>("root")?.user ?? null;
}
