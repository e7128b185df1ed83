import { Heart } from "lucide-react";
import { Form, useFetcher, useNavigate } from "react-router";
import { RETURN_FIELD, signInToWish, useReturnPath } from "#app/lib/cart-intent.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useUser, useWishlist } from "#app/lib/use-user.ts";
import { cn } from "#app/components/ui/cn.ts";

/** The page action that keeps the account's writes, the wishlist's among them (app/routes/profile.tsx). */
export const WISHLIST_ACTION = "/profile";

/**
 * A product's heart, on cards and the product page (docs/product/accounts.md#wishlist): pressed
 * while the product is in the signed-in customer's wishlist (the root loader's list, so cached
 * pages stay the same for everyone). Pressing it saves or removes the product through the
 * profile's action and shows the new state at once; a refusal leaves it as the server has it.
 * A visitor is sent to sign in and comes back with the product saved, as 'Add to cart' does.
 * It is a form to that action, so a press before the page's JavaScript ran does the same there
 * (`pressHeart`) and comes back to the page, showing the heart as it now is.
 */
export function WishlistButton({ product, className }: { product: { id: string; slug: string }; className?: string }) {
  const { t } = useTranslation("catalogue");
  const user = useUser();
  const saved = useWishlist().includes(product.id);
  const fetcher = useFetcher();
  const navigate = useNavigate();
  const here = useReturnPath();
  const asked = fetcher.formData?.get("intent");
  const pressed = asked ? asked === "wish" : saved;
  const intent = pressed ? "unwish" : "wish";
  return (
    <Form
      method="post"
      action={WISHLIST_ACTION}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!user) {
          navigate(signInToWish(here, product.slug));
          return;
        }
        fetcher.submit(
          { intent, productId: product.id },
          // The root loader reads the wishlist again (its shouldRevalidate); nothing else changed.
          { method: "post", action: WISHLIST_ACTION, defaultShouldRevalidate: false },
        );
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name={RETURN_FIELD} value={here} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t(pressed ? "wishlist.remove" : "wishlist.add")}
        title={t(pressed ? "wishlist.remove" : "wishlist.add")}
        className={cn(
          "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-terracotta-600 transition-[color,background-color,transform] duration-150 active:scale-90 dark:text-terracotta-300",
          className,
        )}
      >
        <Heart className={cn("size-5", pressed && "fill-current")} aria-hidden />
      </button>
    </Form>
  );
}
