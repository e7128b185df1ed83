/**
 * The variant a page shows (docs/product/catalogue.md#variants): the one `?variant=` names, or the
 * product's default (first) one when it names none or one the product does not have.
 */
export function chosenVariant<V extends { id: string }>(variants: readonly V[], id: string | null | undefined): V {
  const variant = variants.find((v) => v.id === id) ?? variants[0];
  if (!variant) throw new Error("A product has at least one variant");
  return variant;
}
