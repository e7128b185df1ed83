import { ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { imageUrl } from "#domain/media.ts";
import { salePricePaise } from "#domain/money.ts";
import { addToCart, type CartProduct } from "#app/lib/cart.ts";
import { useUser } from "#app/lib/use-user.ts";
import { buttonClass } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { Modal } from "../ui/dialog.tsx";
import { Money } from "./price.tsx";

/** SPEC.md section 9: the add-to-cart confirmation shows for 3 seconds. */
export const CART_POPUP_MS = 3000;

interface Added {
  product: CartProduct;
  quantity: number;
}

function AddedPopup({ added, onClose }: { added: Added; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, CART_POPUP_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const { product, quantity } = added;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title="Added to your cart">
      <div className="flex gap-4" data-testid="cart-popup">
        {product.image1 && (
          <img
            src={imageUrl(product.image1, 320)}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-2xl object-cover"
          />
        )}
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-serif text-lg font-semibold">{product.title}</p>
          <p>Quantity: {quantity}</p>
          <p>
            Total:{" "}
            <Money paise={salePricePaise(product.pricePaise, product.discount) * quantity} className="font-semibold" />
          </p>
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass("outline")} onClick={onClose}>
          Close
        </button>
        <Link to="/checkout" className={buttonClass("primary")} onClick={onClose}>
          Checkout
        </Link>
      </div>
    </Modal>
  );
}

/**
 * Add to cart (home, catalogue, detail): visitors are sent to /signin and brought back;
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
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [added, setAdded] = useState<Added | null>(null);

  if (product.stock <= 0) {
    return <p className="text-sm font-semibold text-terracotta-600 dark:text-terracotta-400">Out of Stock</p>;
  }
  return (
    <>
      <button
        type="button"
        className={cn(buttonClass("primary"), className)}
        onClick={() => {
          if (!user) {
            navigate(`/signin?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
            return;
          }
          const line = addToCart(product, quantity);
          if (line) setAdded({ product, quantity: Math.min(quantity, line.quantity) });
        }}
      >
        <ShoppingBag className="size-4" aria-hidden />
        Add to cart
      </button>
      {added && <AddedPopup added={added} onClose={() => setAdded(null)} />}
    </>
  );
}
