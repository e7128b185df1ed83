import { Leaf } from "lucide-react";
import { useState } from "react";
import { LOW_STOCK_LIMIT } from "#domain/admin.ts";
import type { AdminProductView } from "#domain/catalogue/product.ts";
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, GST_RATES } from "#domain/gst.ts";
import { toRupees } from "#domain/money.ts";
import { Price } from "#app/components/shop/price.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { CheckboxField } from "./form-fields.tsx";
import { SlugLinkField, TitleAndSlug } from "./slug-fields.tsx";

export function StockCount({ stock }: { stock: number }) {
  if (stock === 0) {
    return (
      <span className="rounded-full bg-terracotta-500/15 px-2.5 py-1 text-xs font-semibold text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400">
        Out of stock
      </span>
    );
  }
  return (
    <span
      className={stock <= LOW_STOCK_LIMIT ? "font-semibold text-terracotta-600 dark:text-terracotta-400" : undefined}
    >
      <span className="tabular">{stock}</span>
      {stock <= LOW_STOCK_LIMIT && " (low)"}
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
        label="Stock"
        name="stock"
        inputMode="numeric"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error ?? (movedWhileTyped ? `Orders came in: the stock is now ${stock ?? 0}.` : undefined)}
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
  const [onSale, setOnSale] = useState(product?.onSale ?? false);
  // A saved product whose flag disagrees with its discount was set so on purpose: leave it be.
  const [followsDiscount, setFollowsDiscount] = useState(!product || product.onSale === product.discount > 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Price (₹)"
          name="price"
          inputMode="decimal"
          defaultValue={product ? toRupees(product.pricePaise).toFixed(2) : ""}
          required
          error={errors.price}
        />
        <Field
          label="Discount (%)"
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
          label="On sale"
          checked={onSale}
          onChange={(event) => {
            setOnSale(event.target.checked);
            setFollowsDiscount(false);
          }}
        />
        <input type="hidden" name="onSale" value={String(onSale)} />
        <CheckboxField label="Featured product" name="featuredProduct" defaultChecked={product?.featured} />
      </div>
    </>
  );
}

/** DECISIONS.md Part 2: the HSN code and GST rate every invoice line of this product carries. */
function TaxFields({ product, errors }: { product: AdminProductView | null; errors: Record<string, string> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="HSN code"
        name="hsnCode"
        inputMode="numeric"
        maxLength={8}
        defaultValue={product?.hsnCode ?? DEFAULT_HSN_CODE}
        error={errors.hsnCode}
      />
      <SelectField
        label="GST rate"
        name="gstRate"
        defaultValue={String(product?.gstRate ?? DEFAULT_GST_RATE)}
        error={errors.gstRate}
      >
        {GST_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate} %
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export const productAdmin: CatalogueAdminUi<AdminProductView> = {
  Icon: Leaf,
  entryLabel: "Product",
  searchPlaceholder: "Title, scientific name or slug",
  columns: [
    {
      label: "Price",
      sort: "price",
      cell: (p) => <Price pricePaise={p.pricePaise} salePricePaise={p.salePricePaise} discount={p.discount} />,
    },
    { label: "Stock", sort: "stock", cell: (p) => <StockCount stock={p.stock} /> },
    {
      label: "Shown as",
      cell: (p) => (
        <span className="flex flex-wrap gap-1 text-xs font-semibold">
          {p.featured && (
            <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100">
              Featured
            </span>
          )}
          {p.onSale && <span className="rounded-full bg-turmeric-300 px-2 py-0.5 text-ink">On sale</span>}
        </span>
      ),
    },
  ],
  Fields: ({ entry: product, errors }) => (
    <>
      <TitleAndSlug title={product?.title} slug={product?.slug} errors={errors} />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        defaultValue={product?.description}
        required
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Scientific name"
          name="scientificName"
          defaultValue={product?.scientificName}
          error={errors.scientificName}
        />
        <SlugLinkField
          label="Blog slug"
          name="blogSlug"
          value={product?.blogSlug}
          placeholder="The care guide's slug"
          error={errors.blogSlug}
        />
      </div>
      <PricingFields product={product} errors={errors} />
      <TaxFields product={product} errors={errors} />
    </>
  ),
};
