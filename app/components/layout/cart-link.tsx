import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { useCart } from "#app/lib/cart.ts";
import { useUser } from "#app/lib/use-user.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** The header's cart: the badge counts distinct lines (hidden at zero); visitors go to /signin. */
export function CartLink() {
  const lines = useCart();
  const user = useUser();
  const count = lines.length;
  const { t } = useTranslation();
  return (
    <Link
      to={user ? "/checkout" : "/signin?redirectTo=%2Fcheckout"}
      className={cn(iconButtonClass, "relative")}
      aria-label={count ? t("cart.labelWithCount", { count }) : t("cart.label")}
      data-testid="cart-link"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {count > 0 && (
        <span
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-turmeric-500 px-1 text-[11px] font-bold text-ink"
          data-testid="cart-badge"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
