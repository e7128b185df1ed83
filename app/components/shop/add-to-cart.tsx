import { ShoppingBag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { addToCart, type CartProduct } from "#app/lib/cart.ts";
import { signInToAdd } from "#app/lib/cart-intent.ts";
import { useUser } from "#app/lib/use-user.ts";
import type { Added } from "./added-popup.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";

const AddedPopup = lazy(() => import("./added-popup.tsx"));

/**
 * Add to cart (home, catalogue, detail): visitors are sent to /signin, told why, and brought back
 * with the product (its variant and quantity) in the cart;
 * signed-in customers see the confirmation popup. Sold-out products show 'Out of Stock'.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
}: {
  product: CartProduct;
  quantity?: number;
  className?: string;
}) {
  const { t } = useTranslation("catalogue");
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [added, setAdded] = useState<Added | null>(null);

  if (product.stock <= 0) {
    return <p className="text-sm font-semibold text-terracotta-600 dark:text-terracotta-400">{t("cart.outOfStock")}</p>;
  }
  return (
    <>
      <button
        type="button"
        className={cn(buttonClass("primary"), className)}
        onClick={() => {
          if (!user) {
            navigate(signInToAdd(location.pathname + location.search, product, quantity));
            return;
          }
          const line = addToCart(product, quantity);
          if (line) setAdded({ product, quantity: Math.min(quantity, line.quantity) });
        }}
      >
        <ShoppingBag className="size-4" aria-hidden />
        {t("cart.add")}
      </button>
      {added && (
        <Suspense fallback={null}>
          <AddedPopup added={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
    </>
  );
}
