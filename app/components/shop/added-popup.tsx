import { useEffect } from "react";
import { Link } from "react-router";
import { imageUrl } from "#domain/media.ts";
import { salePricePaise } from "#domain/money.ts";
import type { CartProduct } from "#app/lib/cart.ts";
import { ProductName } from "./product-name.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/dialog.tsx";
import { Money } from "./price.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** The add-to-cart confirmation shows for 3 seconds (docs/product/pages.md#adding-to-the-cart). */
export const CART_POPUP_MS = 3000;

export interface Added {
  product: CartProduct;
  quantity: number;
}

export default function AddedPopup({ added, onClose }: { added: Added; onClose: () => void }) {
  const { t } = useTranslation("catalogue");
  useEffect(() => {
    const timer = setTimeout(onClose, CART_POPUP_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const { product, quantity } = added;
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t("cart.added")}>
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
          <p className="font-serif text-lg font-semibold">
            <ProductName {...product} />
          </p>
          <p>{t("cart.quantity", { quantity })}</p>
          <p>
            {t("cart.total")}{" "}
            <Money paise={salePricePaise(product.pricePaise, product.discount) * quantity} className="font-semibold" />
          </p>
        </div>
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonClass("outline")} onClick={onClose}>
          {t("cart.close")}
        </button>
        <Link to="/checkout" className={buttonClass("primary")} onClick={onClose}>
          {t("cart.checkout")}
        </Link>
      </div>
    </Modal>
  );
}
