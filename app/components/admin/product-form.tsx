import { Leaf } from "lucide-react";
import { useId, useState } from "react";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import type { AdminProductView } from "#domain/catalogue/product.ts";
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, GST_RATES } from "#domain/gst.ts";
import { toRupees } from "#domain/money.ts";
import { Price } from "#app/components/shop/price.tsx";
import { Field, FieldFrame, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { CheckboxField } from "./form-fields.tsx";
import { SlugLinkField, TitleAndSlug } from "./slug-fields.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

export function StockCount({ stock }: { stock: number }) {
  const { t } = useTranslation("adminCatalogue");
  if (stock === 0) {
    return (
      <span className="rounded-full bg-terracotta-500/15 px-2.5 py-1 text-xs font-semibold text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400">
        {t("product.outOfStock")}
      </span>
    );
  }
  return (
    <span
      className={stock <= LOW_STOCK_LIMIT ? "font-semibold text-terracotta-600 dark:text-terracotta-400" : undefined}
    >
      <span className="tabular">{stock}</span>
      {stock <= LOW_STOCK_LIMIT && ` ${t("product.lowStock")}`}
    </span>
  );
}

/**
 * Stock as typed, and the stock the form was loaded with (sent as `stockWas`), so a save
 * never brings back units that orders took while the form was open: the server leaves an
 * untouched stock alone and refuses a changed one that moved meanwhile (409). After a refused
 * save the table reloads with the new figure: an untouched field follows it, a typed one stays
 * for the admin to check against it and save again.
 */
function StockField({ stock, error }: { stock: number | null; error: string | undefined }) {
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
        name="stock"
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error ?? (movedWhileTyped ? t("product.stockMoved", { stock: stock ?? 0 }) : undefined)}
      />
      {stock !== null && <input type="hidden" name="stockWas" value={stock} />}
    </>
  );
}

/**
 * Price, discount and stock, and the flags. A discount above 0 means 'On sale' (issue 15):
 * the box follows the discount as it is typed until the admin ticks or unticks it, and its
 * state is always sent (true or false), so the server can tell an admin's "not on sale" from
 * an API client that said nothing (which then follows the discount too).
 */
function PricingFields({ product, errors }: { product: AdminProductView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  const [onSale, setOnSale] = useState(product?.onSale ?? false);
  // A saved product whose flag disagrees with its discount was set so on purpose: leave it be.
  const [followsDiscount, setFollowsDiscount] = useState(!product || product.onSale === product.discount > 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t("product.price")}
          name="price"
          inputMode="decimal"
          defaultValue={product ? toRupees(product.pricePaise).toFixed(2) : ""}
          required
          error={errors.price}
        />
        <Field
          label={t("product.discount")}
          name="discount"
          inputMode="numeric"
          defaultValue={product?.discount ?? 0}
          onChange={(event) => {
            if (followsDiscount) setOnSale(Number(event.target.value) > 0);
          }}
          error={errors.discount}
        />
        <StockField stock={product?.stock ?? null} error={errors.stock} />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField
          label={t("product.onSale")}
          checked={onSale}
          onChange={(event) => {
            setOnSale(event.target.checked);
            setFollowsDiscount(false);
          }}
        />
        <input type="hidden" name="onSale" value={String(onSale)} />
        <CheckboxField label={t("product.featured")} name="featuredProduct" defaultChecked={product?.featured} />
      </div>
    </>
  );
}

/** The HSN code and GST rate every invoice line of this product carries (docs/product/tax-invoices.md). */
function TaxFields({ product, errors }: { product: AdminProductView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t("product.hsnCode")}
        name="hsnCode"
        inputMode="numeric"
        maxLength={8}
        defaultValue={product?.hsnCode ?? DEFAULT_HSN_CODE}
        error={errors.hsnCode}
      />
      <SelectField
        label={t("product.gstRate")}
        name="gstRate"
        defaultValue={String(product?.gstRate ?? DEFAULT_GST_RATE)}
        error={errors.gstRate}
      >
        {GST_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {t("product.gstRateOption", { rate })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function ShownAs({ product }: { product: AdminProductView }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <span className="flex flex-wrap gap-1 text-xs font-semibold">
      {product.featured && (
        <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100">
          {t("product.badge.featured")}
        </span>
      )}
      {product.onSale && (
        <span className="rounded-full bg-turmeric-300 px-2 py-0.5 text-ink">{t("product.badge.onSale")}</span>
      )}
    </span>
  );
}

/**
 * The product's name for the Hindi shop (docs/product/language.md#hindi-product-names), optional:
 * the English title stands in without it. Typed in Devanagari, so the input says so to spelling and voice tools.
 */
function HindiNameField({ value, error }: { value: string; error: string | undefined }) {
  const { t } = useTranslation("adminCatalogue");
  const hintId = useId();
  return (
    <FieldFrame label={t("product.titleHi")} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={[hintId, control["aria-describedby"]].filter(Boolean).join(" ")}
            name="titleHi"
            lang="hi"
            defaultValue={value}
          />
          <p id={hintId} className="text-xs text-ink/70 dark:text-night-text/70">
            {t("product.titleHiHint")}
          </p>
        </>
      )}
    </FieldFrame>
  );
}

function ProductFields({ entry: product, errors }: { entry: AdminProductView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  const titleHi = product?.titleHi ?? "";
  return (
    <>
      <TitleAndSlug
        title={product?.title}
        slug={product?.slug}
        errors={errors}
        afterTitle={<HindiNameField value={titleHi} error={errors.titleHi} />}
      />
      <TextAreaField
        label={t("product.description")}
        name="description"
        rows={4}
        defaultValue={product?.description}
        required
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("product.scientificName")}
          name="scientificName"
          defaultValue={product?.scientificName}
          error={errors.scientificName}
        />
        <SlugLinkField
          label={t("product.blogSlug")}
          name="blogSlug"
          value={product?.blogSlug}
          placeholder={t("product.blogSlugHint")}
          error={errors.blogSlug}
        />
      </div>
      <PricingFields product={product} errors={errors} />
      <TaxFields product={product} errors={errors} />
    </>
  );
}

export const productAdmin: CatalogueAdminUi<AdminProductView> = {
  Icon: Leaf,
  columns: [
    {
      label: "products.column.price",
      sort: "price",
      cell: (p) => <Price pricePaise={p.pricePaise} salePricePaise={p.salePricePaise} discount={p.discount} />,
    },
    { label: "products.column.stock", sort: "stock", cell: (p) => <StockCount stock={p.stock} /> },
    { label: "products.column.shownAs", cell: (p) => <ShownAs product={p} /> },
  ],
  Fields: ProductFields,
};
