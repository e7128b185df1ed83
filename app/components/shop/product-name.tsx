import { type NamedProduct, productNames } from "#domain/catalogue/names.ts";
import { useLanguage } from "#app/lib/i18n.ts";

/**
 * A product's name (or an order or cart line's, with its variant). On a Hindi page its Hindi
 * name leads and the English one (the name on the pot, on the invoice and in the mails) follows
 * as a quiet second line, marked as English for screen readers; otherwise the English name alone.
 */
export function ProductName(product: NamedProduct) {
  const language = useLanguage();
  const { name, english } = productNames(language, product);
  if (!english) return <span lang={language === "hi" && !product.titleHi ? "en" : undefined}>{name}</span>;
  return (
    <>
      <span className="block">{name}</span>
      <span lang="en" className="block text-[0.75em] leading-snug font-normal text-ink/75 dark:text-night-text/75">
        {english}
      </span>
    </>
  );
}
