import { ShoppingBag } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { CartLines } from "#app/components/checkout/cart-lines.tsx";
import { OrderTotals } from "#app/components/checkout/order-totals.tsx";
import { ShippingDialog } from "#app/components/checkout/shipping-dialog.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import {
  type CartLine,
  type FreshProduct,
  type FreshProducts,
  type LineProblem,
  lineKey,
  lineProblems,
  rateUnknown,
  readCart,
  refreshLines,
  replaceCart,
  useCart,
} from "#app/lib/cart.ts";
import { type CheckoutState, saveCheckout } from "#app/lib/checkout-state.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { useShopPricing } from "#app/lib/use-user.ts";
import { freeDeliveryShortfallPaise, priceCart } from "#domain/pricing.ts";
import { formatINR } from "#domain/money.ts";
import { offeredPaymentMethods } from "#domain/payments.ts";
import { productQuerySchema } from "#domain/schemas/catalog-query.ts";
import { MAX_PRODUCT_IDS } from "#domain/catalogue/finder.ts";
import type { Database } from "#server/db/client.ts";
import { listAddresses, listCards } from "#server/features/accounts/accounts.ts";
import { listProducts } from "#server/features/catalogue/products.ts";
import { paymentSetup } from "#server/features/payments/payment-setup.ts";
import { requireUserPage } from "#app/lib/session.server.ts";
import { parseInput } from "#server/http/validation.ts";
import type { ProductWithVariants } from "#server/features/catalogue/rows.ts";
import { variantView } from "#server/features/catalogue/presenters.ts";
import { addressJson, cardJson } from "#server/features/accounts/presenters.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches, "checkout");
  return [
    { title: t("cart.metaTitle") },
    { name: "description", content: t("cart.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

/** What the cart needs of a product now: each variant's price and stock, in paise with media keys. */
function freshProduct(p: ProductWithVariants): FreshProduct {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    image1: p.image1,
    optionName: p.option_name,
    gstRate: p.gst_rate,
    variants: p.variants.map(variantView),
  };
}

/** The cart's products as they are now (GET /api/products?ids= reads the same). */
async function freshProducts(db: Database, ids: string): Promise<FreshProducts> {
  const query = parseInput(productQuerySchema, { ids });
  const { items } = await listProducts(db, query);
  const found = new Map(items.map((p) => [p.id, freshProduct(p)]));
  return Object.fromEntries((query.ids ?? []).map((id) => [id, found.get(id) ?? null]));
}

/** Saved addresses and cards and the payment methods offered, for the shipping dialog; with `?ids=`, the cart's products too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const ids = new URL(request.url).searchParams.get("ids");
  const [addresses, cards, fresh, settings] = await Promise.all([
    listAddresses(context.db, user.id),
    listCards(context.db, user.id),
    ids === null ? null : freshProducts(context.db, ids),
    context.settings.shop(),
  ]);
  return {
    addresses: addresses.map(addressJson),
    cards: cards.map(cardJson),
    fresh,
    // What the owner offers and the shop can take now (docs/product/payments.md#payment-method-settings).
    paymentMethods: offeredPaymentMethods(settings, paymentSetup(context.config)),
  };
}

/**
 * Prices in a stored cart may be old: when the page opens, this route's loader is asked for the
 * cart's products, every line takes its variant's price, discount and stock and its product's GST
 * rate, and a vanished or sold-out product or variant is marked as such.
 */
function useFreshCart(lines: CartLine[]): Record<string, LineProblem> {
  const { load, data } = useFetcher<typeof loader>();
  const productIds = [...new Set(lines.map((l) => l.id))];
  // More products than one query may name: the cart stays as stored (no order takes that many).
  const ids = productIds.length <= MAX_PRODUCT_IDS ? productIds.join(",") : "";
  // Refresh when the set of products changes, not on every quantity change.
  useEffect(() => {
    if (ids) void load(`/checkout?${new URLSearchParams({ ids })}`);
  }, [ids, load]);
  const fresh = data?.fresh;
  useEffect(() => {
    if (!fresh) return;
    const stored = readCart();
    const refreshed = refreshLines(stored, fresh);
    if (JSON.stringify(refreshed) !== JSON.stringify(stored)) replaceCart(refreshed);
  }, [fresh]);
  return useMemo(() => (fresh ? lineProblems(lines, fresh) : {}), [lines, fresh]);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const lines = useCart();
  const problems = useFreshCart(lines);
  const navigate = useNavigate();
  const [shipping, setShipping] = useState(false);
  const orderable = useMemo(() => lines.filter((l) => !problems[lineKey(l)]), [lines, problems]);
  const pricing = useShopPricing();
  const totals = priceCart(orderable, pricing);
  const shortfall = freeDeliveryShortfallPaise(pricing, totals.subtotalPaise);

  function proceed(state: Omit<CheckoutState, "cart" | "idempotencyKey">) {
    const checkout: CheckoutState = { ...state, cart: orderable, idempotencyKey: crypto.randomUUID() };
    saveCheckout(checkout);
    navigate("/ordersummary", { state: checkout });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">{t("cart.title")}</h1>
      {lines.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-3xl bg-white p-10 text-center shadow-sm dark:bg-night-surface">
          <ShoppingBag className="size-12 text-leaf-600 dark:text-leaf-300" aria-hidden />
          <p className="text-lg">{t("cart.empty")}</p>
          <ButtonLink to="/plants">{t("cart.browse")}</ButtonLink>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="rounded-3xl bg-white px-5 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5">
            <CartLines lines={lines} problems={problems} />
          </div>
          <aside
            aria-labelledby="summary-title"
            className="h-fit rounded-3xl bg-white p-6 shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5"
          >
            <h2 id="summary-title" className="mb-4 text-2xl font-semibold">
              {t("cart.summary")}
            </h2>
            <OrderTotals totals={totals} />
            {shortfall !== null && (
              <p
                className="mt-4 text-sm font-medium text-leaf-700 dark:text-leaf-300"
                data-testid="free-delivery-shortfall"
              >
                {t("cart.freeDeliveryShortfall", { amount: formatINR(shortfall) })}
              </p>
            )}
            <Button
              className="mt-6 w-full"
              disabled={orderable.length === 0 || orderable.some(rateUnknown)}
              onClick={() => setShipping(true)}
            >
              {t("cart.proceed")}
            </Button>
          </aside>
        </div>
      )}
      {shipping && (
        <ShippingDialog
          addresses={loaderData.addresses}
          cards={loaderData.cards}
          paymentMethods={loaderData.paymentMethods}
          onClose={() => setShipping(false)}
          onContinue={(selectedAddress, selectedPaymentMethod) => proceed({ selectedAddress, selectedPaymentMethod })}
        />
      )}
    </section>
  );
}
