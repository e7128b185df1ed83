import { ShoppingBag } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Form, useNavigate } from "react-router";
import { addToCart, type CartProduct } from "#app/lib/cart.ts";
import { offeredVariant, RETURN_FIELD, signInToAdd, useReturnPath } from "#app/lib/cart-intent.ts";
import { useUser } from "#app/lib/use-user.ts";
import type { Added } from "./added-popup.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { withFullStylesheet } from "#app/lib/stylesheet.ts";

const AddedPopup = lazy(() => withFullStylesheet(import("./added-popup.tsx")));

/**
 * Add to cart (home, catalogue, detail): visitors are sent to /signin, told why, and brought back
 * with the product (its variant and quantity) in the cart;
 * signed-in customers see the confirmation popup. Sold-out products show 'Out of Stock'.
 * It is a form to the product's page, so a press before the page's JavaScript ran does the same
 * there (`addBeforeScript`) and comes back; `quantityField` is the page's own quantity input
 * (named `quantity`), else one of the product is added.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  quantityField,
  className,
}: {
  product: CartProduct;
  quantity?: number;
  quantityField?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("catalogue");
  const user = useUser();
  const navigate = useNavigate();
  const here = useReturnPath();
  const [added, setAdded] = useState<Added | null>(null);

  if (product.stock !== null && product.stock <= 0) {
    return <p className="text-sm font-semibold text-terracotta-600 dark:text-terracotta-400">{t("cart.outOfStock")}</p>;
  }
  const variantId = offeredVariant(product);
  return (
    <>
      <Form
        method="post"
        action={`/plant/${product.slug}`}
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          if (!user) {
            navigate(signInToAdd(here, product, quantity));
            return;
          }
          const line = addToCart(product, quantity);
          if (line) setAdded({ product, quantity: Math.min(quantity, line.quantity) });
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        {variantId && <input type="hidden" name="variantId" value={variantId} />}
        <input type="hidden" name={RETURN_FIELD} value={here} />
        {quantityField ?? <input type="hidden" name="quantity" value={quantity} />}
        <button type="submit" className={cn(buttonClass("primary"), className)}>
          <ShoppingBag className="size-4" aria-hidden />
          {t("cart.add")}
        </button>
      </Form>
      {added && (
        <Suspense fallback={null}>
          <AddedPopup added={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
    </>
  );
}
