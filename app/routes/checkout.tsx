import { ShoppingBag } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { toPaise, priceCart } from "#domain/money.ts";
import { listAddresses, listCards } from "#server/services/accounts.ts";
import { requireUserPage } from "#app/lib/session.server.ts";
import { addressJson, cardJson } from "#server/presenters/account.ts";
import { CartLines, type LineProblem } from "../components/checkout/cart-lines.tsx";
import { OrderTotals } from "../components/checkout/order-totals.tsx";
import { ShippingDialog } from "../components/checkout/shipping-dialog.tsx";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import { type CartLine, replaceCart, useCart } from "../lib/cart.ts";
import { type CheckoutState, saveCheckout } from "../lib/checkout-state.ts";
import type { Route } from "./+types/checkout";

export const meta = () => [
  { title: "Your cart · Vanaushadhi" },
  { name: "description", content: "Review your cart and check out." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const [addresses, cards] = await Promise.all([listAddresses(context.db, user.id), listCards(context.db, user.id)]);
  return { addresses: addresses.map(addressJson), cards: cards.map(cardJson) };
}

interface FreshProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  stock: number;
  image1: string | null;
}

/** The media key of an API image URL (`/media/plant-tulsi-640.webp` → `plant-tulsi`). */
function mediaKey(url: string | null): string | null {
  return url ? (/\/media\/(.+)-\d+\.webp$/.exec(url)?.[1] ?? null) : null;
}

/**
 * Prices in a stored cart may be old: when the page opens, every line is refreshed from the
 * server (price, discount, stock) and a vanished or sold-out product is marked as such.
 */
function useFreshCart(lines: CartLine[]): Record<string, LineProblem> {
  const [problems, setProblems] = useState<Record<string, LineProblem>>({});
  const ids = lines.map((l) => l.id).join(",");
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    fetch(`/api/products?ids=${encodeURIComponent(ids)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<FreshProduct[]>) : Promise.reject(new Error(String(res.status)))))
      .then((products) => {
        const byId = new Map(products.map((p) => [p.id, p]));
        const next: Record<string, LineProblem> = {};
        const current = lines;
        const refreshed = current.map((line) => {
          const p = byId.get(line.id);
          if (!p) {
            next[line.id] = "gone";
            return line;
          }
          if (p.stock <= 0) next[line.id] = "sold-out";
          return {
            ...line,
            slug: p.slug,
            title: p.title,
            pricePaise: toPaise(p.price),
            discount: p.discount,
            image1: mediaKey(p.image1) ?? line.image1,
            stock: p.stock,
            quantity: Math.max(1, Math.min(line.quantity, p.stock)),
          };
        });
        setProblems(next);
        if (JSON.stringify(refreshed) !== JSON.stringify(current)) replaceCart(refreshed);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") console.error("Could not refresh the cart", error);
      });
    return () => controller.abort();
    // Refresh when the set of products changes, not on every quantity change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  return problems;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const lines = useCart();
  const problems = useFreshCart(lines);
  const navigate = useNavigate();
  const [shipping, setShipping] = useState(false);
  const orderable = useMemo(() => lines.filter((l) => !problems[l.id]), [lines, problems]);
  const totals = priceCart(orderable);

  function proceed(state: Omit<CheckoutState, "cart" | "idempotencyKey">) {
    const checkout: CheckoutState = { ...state, cart: orderable, idempotencyKey: crypto.randomUUID() };
    saveCheckout(checkout);
    navigate("/ordersummary", { state: checkout });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold text-leaf-900 dark:text-leaf-100">Your cart</h1>
      {lines.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-4 rounded-3xl bg-white p-10 text-center shadow-sm dark:bg-night-surface">
          <ShoppingBag className="size-12 text-leaf-600 dark:text-leaf-300" aria-hidden />
          <p className="text-lg">Your cart is empty.</p>
          <ButtonLink to="/plants">Browse plants</ButtonLink>
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
              Order summary
            </h2>
            <OrderTotals totals={totals} />
            <Button className="mt-6 w-full" disabled={orderable.length === 0} onClick={() => setShipping(true)}>
              Proceed to Shipping
            </Button>
          </aside>
        </div>
      )}
      {shipping && (
        <ShippingDialog
          addresses={loaderData.addresses}
          cards={loaderData.cards}
          onClose={() => setShipping(false)}
          onContinue={(selectedAddress, selectedPaymentMethod) => proceed({ selectedAddress, selectedPaymentMethod })}
        />
      )}
    </section>
  );
}
