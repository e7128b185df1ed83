import { Leaf } from "lucide-react";
import { useState } from "react";
import {
  CARE_LEVEL_VALUES,
  type CareLevel,
  LIGHT_VALUES,
  type Light,
  PLACEMENT_VALUES,
  type Placement,
  WATER_VALUES,
  type Water,
} from "#domain/catalogue/care.ts";
import type { CategoryView } from "#domain/catalogue/category.ts";
import type { AdminProductView } from "#domain/catalogue/product.ts";
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, GST_RATES } from "#domain/gst.ts";
import type { Language } from "#domain/i18n/languages.ts";
import { salePricePaise } from "#domain/money.ts";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import { Price } from "#app/components/shop/price.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { type CatalogueAdminUi, useCatalogueChoices } from "./catalogue-tab.tsx";
import { CheckboxField, HintedField } from "./form-fields.tsx";
import { SlugLinkField, TitleAndSlug } from "./slug-fields.tsx";
import { anyDiscounted, VariantsFields } from "./variant-fields.tsx";
import { useLanguage, useTranslation } from "#app/lib/i18n.ts";

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
 * The flags. A discount above 0 on any variant means 'On sale' (issue 15): the box follows the
 * variants' discounts as they are typed until the admin ticks or unticks it, and its state is
 * always sent (true or false), so the server can tell an admin's "not on sale" from an API
 * client that said nothing (which then follows the discounts too).
 */
function SaleFlags({
  product,
  discounted,
  followsDiscount,
  onSaleTicked,
}: {
  product: AdminProductView | null;
  discounted: boolean;
  followsDiscount: boolean;
  onSaleTicked: () => void;
}) {
  const { t } = useTranslation("adminCatalogue");
  const [ticked, setTicked] = useState(product?.onSale ?? false);
  const onSale = followsDiscount ? discounted : ticked;
  return (
    <div className="flex flex-wrap gap-x-6">
      <CheckboxField
        label={t("product.onSale")}
        checked={onSale}
        onChange={(event) => {
          setTicked(event.target.checked);
          onSaleTicked();
        }}
      />
      <input type="hidden" name="onSale" value={String(onSale)} />
      <CheckboxField label={t("product.featured")} name="featuredProduct" defaultChecked={product?.featured} />
    </div>
  );
}

/** A category's name in the page's language. */
function categoryName(category: CategoryView, language: Language): string {
  return language === "hi" ? category.nameHi : category.name;
}

/** The category a product is listed in (docs/product/catalogue.md#categories): one must be chosen. */
function CategoryField({ value, error }: { value: string | undefined; error: string | undefined }) {
  const { t } = useTranslation("adminCatalogue");
  const language = useLanguage();
  const { categories } = useCatalogueChoices();
  return (
    <SelectField label={t("product.category")} name="category" defaultValue={value ?? ""} required error={error}>
      {/* Not disabled: a disabled option is never sent, and then the save would not know none was chosen. */}
      <option value="">{t("product.categoryChoose")}</option>
      {categories.map((category) => (
        <option key={category.slug} value={category.slug}>
          {categoryName(category, language)}
        </option>
      ))}
    </SelectField>
  );
}

/** A care attribute's select: its values, or blank for a product that is not a plant. */
function CareSelect({
  label,
  name,
  values,
  value,
  error,
}: {
  label: string;
  name: string;
  values: ReadonlyArray<Light | Water | CareLevel | Placement>;
  value: string | null | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  // Each value worded as the shop's plant finder words it.
  const shop = useTranslation("catalogue");
  const options = values.map((v) => ({ value: v, text: shop.t(`finder.value.${v}`) }));
  return (
    <SelectField label={label} name={name} defaultValue={value ?? ""} error={error}>
      <option value="">{t("product.notAPlant")}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </SelectField>
  );
}

/** Light, water, care level, placement and pet safety (docs/product/catalogue.md#care-attributes): live plants only. */
function CareFields({ product, errors }: { product: AdminProductView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  const care = product?.care;
  const petSafe = care?.petSafe;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-serif text-lg font-semibold text-leaf-900 dark:text-leaf-100">
        {t("product.care")}
      </legend>
      <p className="text-sm text-ink/75 dark:text-night-text/75">{t("product.careHint")}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <CareSelect
          label={t("product.light")}
          name="light"
          values={LIGHT_VALUES}
          value={care?.light}
          error={errors.light}
        />
        <CareSelect
          label={t("product.water")}
          name="water"
          values={WATER_VALUES}
          value={care?.water}
          error={errors.water}
        />
        <CareSelect
          label={t("product.careLevel")}
          name="careLevel"
          values={CARE_LEVEL_VALUES}
          value={care?.careLevel}
          error={errors.careLevel}
        />
        <CareSelect
          label={t("product.placement")}
          name="placement"
          values={PLACEMENT_VALUES}
          value={care?.placement}
          error={errors.placement}
        />
        <SelectField
          label={t("product.petSafe")}
          name="petSafe"
          defaultValue={petSafe === null || petSafe === undefined ? "" : String(petSafe)}
          error={errors.petSafe}
        >
          <option value="">{t("product.notAPlant")}</option>
          <option value="true">{t("product.petSafe.true")}</option>
          <option value="false">{t("product.petSafe.false")}</option>
        </SelectField>
      </div>
    </fieldset>
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

function ProductFields({ entry: product, errors }: { entry: AdminProductView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  const [discounted, setDiscounted] = useState(product ? anyDiscounted(product) : false);
  // A saved product whose flag disagrees with its discounts was set so on purpose: leave it be.
  const [followsDiscount, setFollowsDiscount] = useState(!product || product.onSale === discounted);
  return (
    <>
      <TitleAndSlug
        title={product?.title}
        slug={product?.slug}
        errors={errors}
        afterTitle={
          // The product's name for the Hindi shop (docs/product/language.md#hindi-product-names), optional:
          // the English title stands in without it. Typed in Devanagari, so the input says so to spelling and voice tools.
          <HintedField
            label={t("product.titleHi")}
            hint={t("product.titleHiHint")}
            name="titleHi"
            lang="hi"
            defaultValue={product?.titleHi ?? ""}
            error={errors.titleHi}
          />
        }
      />
      <TextAreaField
        label={t("product.description")}
        name="description"
        rows={4}
        defaultValue={product?.description}
        required
        error={errors.description}
      />
      <TextAreaField
        label={t("hindi.field", { label: t("product.description") })}
        name="descriptionHi"
        lang="hi"
        rows={4}
        defaultValue={product?.descriptionHi ?? ""}
        error={errors.descriptionHi}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField value={product?.category} error={errors.category} />
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
      <VariantsFields product={product} errors={errors} onDiscountedChange={setDiscounted} />
      <SaleFlags
        product={product}
        discounted={discounted}
        followsDiscount={followsDiscount}
        onSaleTicked={() => setFollowsDiscount(false)}
      />
      <CareFields product={product} errors={errors} />
      <TaxFields product={product} errors={errors} />
    </>
  );
}

/** The first variant's price (the product's own), and how many variants it is sold in when more than one. */
function PriceCell({ product }: { product: AdminProductView }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <span className="grid gap-0.5">
      <Price
        pricePaise={product.pricePaise}
        salePricePaise={salePricePaise(product.pricePaise, product.discount)}
        discount={product.discount}
      />
      {product.variants.length > 1 && (
        <span className="text-xs text-ink/70 dark:text-night-text/70">
          {t("product.variantCount", { count: product.variants.length })}
        </span>
      )}
    </span>
  );
}

function CategoryCell({ slug }: { slug: string }) {
  const language = useLanguage();
  const category = useCatalogueChoices().categories.find((c) => c.slug === slug);
  return category ? categoryName(category, language) : slug;
}

export const productAdmin: CatalogueAdminUi<AdminProductView> = {
  Icon: Leaf,
  columns: [
    { label: "products.column.price", sort: "price", cell: (p) => <PriceCell product={p} /> },
    { label: "products.column.category", cell: (p) => <CategoryCell slug={p.category} /> },
    { label: "products.column.stock", sort: "stock", cell: (p) => <StockCount stock={p.stock} /> },
    { label: "products.column.shownAs", cell: (p) => <ShownAs product={p} /> },
  ],
  Fields: ProductFields,
};
