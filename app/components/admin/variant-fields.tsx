import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { AdminProductView, VariantView } from "#domain/catalogue/product.ts";
import { DEFAULT_VARIANT_NAME } from "#domain/catalogue/variants.ts";
import { toRupees } from "#domain/money.ts";
import { MAX_VARIANTS } from "#domain/schemas/admin-product.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { HintedField } from "./form-fields.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** A row of the form: `id` names a saved variant (null: added here); `key` stays while rows above it go. */
interface VariantRow {
  key: string;
  id: string | null;
  /** As typed: the 'On sale' box follows whether any variant is discounted. */
  discount: string;
}

function savedRows(product: AdminProductView | null): VariantRow[] {
  if (!product?.variants.length) return [{ key: "new-0", id: null, discount: "0" }];
  return product.variants.map((v) => ({ key: v.id, id: v.id, discount: String(v.discount) }));
}

const discounted = (rows: VariantRow[]) => rows.some((row) => Number(row.discount) > 0);

/**
 * Stock as typed, and the stock the form was loaded with (sent as `stockWas`), so a save
 * never brings back units that orders took while the form was open: the server leaves an
 * untouched stock alone and refuses a changed one that moved meanwhile (409). After a refused
 * save the table reloads with the new figure: an untouched field follows it, a typed one stays
 * for the admin to check against it and save again.
 */
function StockField({
  name,
  stock,
  error,
}: {
  /** The variant's field prefix, `variants.0`. */
  name: string;
  /** The saved variant's stock now, or null for a variant added in this form. */
  stock: number | null;
  error: string | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const [base, setBase] = useState(stock);
  const [typed, setTyped] = useState(String(stock ?? 0));
  const [movedWhileTyped, setMovedWhileTyped] = useState(false);
  if (stock !== base) {
    setBase(stock);
    if (typed === String(base ?? 0)) setTyped(String(stock ?? 0));
    else setMovedWhileTyped(true);
  }
  return (
    <>
      <Field
        label={t("product.stock")}
        name={`${name}.stock`}
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error ?? (movedWhileTyped ? t("product.stockMoved", { stock: stock ?? 0 }) : undefined)}
      />
      {stock !== null && <input type="hidden" name={`${name}.stockWas`} value={stock} />}
    </>
  );
}

/** One variant: name, SKU, price, discount and stock, posted as `variants.{index}.…`. */
function VariantRowFields({
  index,
  row,
  saved,
  defaultName,
  focusOnMount,
  errors,
  onDiscount,
  onRemove,
}: {
  index: number;
  row: VariantRow;
  /** The saved variant as the table has it now (reloaded after a conflict), or null. */
  saved: VariantView | null;
  defaultName: string;
  focusOnMount: boolean;
  errors: Record<string, string>;
  onDiscount: (value: string) => void;
  /** Absent while it is the only row: a product keeps at least one variant. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const name = `variants.${index}`;
  const nameInput = useRef<HTMLInputElement>(null);
  // A row added by 'Add variant' takes the focus, so typing goes on where the admin asked for it.
  useEffect(() => {
    if (focusOnMount) nameInput.current?.focus();
  }, [focusOnMount]);
  const rowError = errors[`${name}.id`];
  return (
    <fieldset
      className="grid gap-3 rounded-2xl border border-leaf-900/10 p-3 dark:border-white/10"
      data-testid="variant-row"
    >
      <legend className="px-1 text-sm font-semibold">{t("product.variant", { n: index + 1 })}</legend>
      {row.id && <input type="hidden" name={`${name}.id`} value={row.id} />}
      {/* A phone: name, SKU, then price, discount and stock side by side, level however their labels wrap. */}
      <div className="grid grid-cols-3 items-end gap-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1.6fr)_minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] sm:items-start">
        <Field
          ref={nameInput}
          label={t("product.variantName")}
          name={`${name}.name`}
          defaultValue={saved?.name ?? defaultName}
          required
          className="col-span-3 sm:col-span-1"
          error={errors[`${name}.name`]}
        />
        <Field
          label={t("hindi.field", { label: t("product.variantName") })}
          name={`${name}.nameHi`}
          lang="hi"
          defaultValue={saved?.nameHi ?? ""}
          className="col-span-3 sm:col-span-1"
          error={errors[`${name}.nameHi`]}
        />
        <Field
          label={t("product.sku")}
          name={`${name}.sku`}
          defaultValue={saved?.sku ?? ""}
          autoCapitalize="characters"
          spellCheck={false}
          className="col-span-3 sm:col-span-1"
          error={errors[`${name}.sku`]}
        />
        <Field
          label={t("product.price")}
          name={`${name}.price`}
          inputMode="decimal"
          defaultValue={saved ? toRupees(saved.pricePaise).toFixed(2) : ""}
          required
          error={errors[`${name}.price`]}
        />
        <Field
          label={t("product.discount")}
          name={`${name}.discount`}
          inputMode="numeric"
          value={row.discount}
          onChange={(event) => onDiscount(event.target.value)}
          error={errors[`${name}.discount`]}
        />
        <StockField name={name} stock={saved?.stock ?? null} error={errors[`${name}.stock`]} />
        {onRemove && (
          // In line with the inputs (below their labels) on a wide form, where it is its icon alone.
          <Button
            variant="ghost"
            onClick={onRemove}
            aria-label={t("product.removeVariantLabel", { n: index + 1 })}
            className="col-span-3 min-h-11 justify-self-end px-3 text-terracotta-600 sm:col-span-1 sm:mt-[1.625rem] dark:text-terracotta-400"
          >
            <Trash2 className="size-4" aria-hidden />
            <span className="sm:sr-only">{t("product.removeVariant")}</span>
          </Button>
        )}
      </div>
      {rowError && <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{rowError}</p>}
    </fieldset>
  );
}

/**
 * The product's variants (docs/product/catalogue.md#variants): what the choice is called and
 * each size or pack with its price, discount and stock. The rows are numbered in their order
 * (`variants.0`, `variants.1`…), as the server names a field at fault (`variants.1.sku`).
 * A product sold in one variant shows its one row, named 'Standard' until it is one of several.
 */
export function VariantsFields({
  product,
  errors,
  onDiscountedChange,
}: {
  product: AdminProductView | null;
  errors: Record<string, string>;
  /** Whether any variant is discounted now, each time that may have changed. */
  onDiscountedChange: (discounted: boolean) => void;
}) {
  const { t } = useTranslation("adminCatalogue");
  const [rows, setRows] = useState(() => savedRows(product));
  const added = useRef(0);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  function change(next: VariantRow[]) {
    setRows(next);
    onDiscountedChange(discounted(next));
  }
  function add() {
    added.current += 1;
    const key = `new-${added.current}`;
    setFocusKey(key);
    change([...rows, { key, id: null, discount: "0" }]);
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-serif text-lg font-semibold text-leaf-900 dark:text-leaf-100">
        {t("product.variants")}
      </legend>
      <p className="text-sm text-ink/75 dark:text-night-text/75">{t("product.variantsHint")}</p>
      <HintedField
        label={t("product.optionName")}
        hint={t("product.optionNameHint")}
        name="optionName"
        defaultValue={product?.optionName ?? ""}
        className="sm:max-w-xs"
        error={errors.optionName}
      />
      <Field
        label={t("hindi.field", { label: t("product.optionName") })}
        name="optionNameHi"
        lang="hi"
        defaultValue={product?.optionNameHi ?? ""}
        className="sm:max-w-xs"
        error={errors.optionNameHi}
      />
      {rows.map((row, index) => (
        <VariantRowFields
          key={row.key}
          index={index}
          row={row}
          saved={(row.id && product?.variants.find((v) => v.id === row.id)) || null}
          defaultName={!product && index === 0 ? DEFAULT_VARIANT_NAME : ""}
          focusOnMount={row.key === focusKey}
          errors={errors}
          onDiscount={(discount) => change(rows.map((r) => (r.key === row.key ? { ...r, discount } : r)))}
          onRemove={rows.length > 1 ? () => change(rows.filter((r) => r.key !== row.key)) : undefined}
        />
      ))}
      {errors.variants && <p className="text-sm text-terracotta-600 dark:text-terracotta-400">{errors.variants}</p>}
      {rows.length < MAX_VARIANTS && (
        <Button variant="outline" onClick={add} className="min-h-11 justify-self-start">
          <Plus className="size-4" aria-hidden /> {t("product.addVariant")}
        </Button>
      )}
    </fieldset>
  );
}

/** Whether a saved product's variants are discounted: its 'On sale' box starts from this. */
export function anyDiscounted(product: AdminProductView): boolean {
  return product.variants.some((v) => v.discount > 0);
}
