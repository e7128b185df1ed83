import type { AdminBlogView, BlogCardView, BlogView } from "#domain/catalogue/blog.ts";
import type { AdminNurseryView, NurseryView } from "#domain/catalogue/nursery.ts";
import type { CareAttributes } from "#domain/catalogue/care.ts";
import type { AdminCategoryView, CategoryView } from "#domain/catalogue/category.ts";
import type { AdminProductView, ProductCardView, ProductDetailView, VariantView } from "#domain/catalogue/product.ts";
import { defaultVariant } from "#domain/catalogue/variants.ts";
import { imageUrl } from "#domain/media.ts";
import { availabilityOf } from "#domain/stock.ts";
import { salePricePaise, toRupees } from "#domain/money.ts";
import { BLOG_IMAGE_SLOTS } from "#domain/schemas/admin-blog.ts";
import { PRODUCT_IMAGE_SLOTS } from "#domain/schemas/admin-product.ts";
import type {
  AdminCategoryAnswer,
  BlogAnswer,
  BlogSummaryAnswer,
  CategoryAnswer,
  FacetsAnswer,
  NurseryAnswer,
  ProductAnswer,
  VariantAnswer,
} from "./answers.ts";
import type { Facets } from "#domain/catalogue/facets.ts";
import type {
  BlogRecord,
  CategoryWithCount,
  NurseryRecord,
  ProductRecord,
  ProductWithVariants,
  VariantRecord,
} from "./rows.ts";

/**
 * The catalogue's rows as the API answers them (docs/product/api.md's field names, rupees,
 * picture URLs) and as the pages receive them (paise, media keys).
 */

const imageOrNull = (key: string | null) => (key ? imageUrl(key) : null);

/** The care attributes as stored (checked against their values when saved). */
function careOf(p: ProductRecord): CareAttributes {
  return {
    light: p.light as CareAttributes["light"],
    water: p.water as CareAttributes["water"],
    careLevel: p.care_level as CareAttributes["careLevel"],
    petSafe: p.pet_safe === null ? null : p.pet_safe === 1,
    placement: p.placement as CareAttributes["placement"],
  };
}

function variantJson(v: VariantRecord): VariantAnswer {
  return {
    id: v.id,
    name: v.name,
    nameHi: v.name_hi,
    sku: v.sku,
    price: toRupees(v.price_paise),
    discount: v.discount,
    salePrice: toRupees(salePricePaise(v.price_paise, v.discount)),
    stock: v.stock,
  };
}

export function variantView(v: VariantRecord): VariantView {
  return {
    id: v.id,
    name: v.name,
    nameHi: v.name_hi,
    sku: v.sku,
    pricePaise: v.price_paise,
    discount: v.discount,
    salePricePaise: salePricePaise(v.price_paise, v.discount),
    stock: v.stock,
  };
}

export function productJson(p: ProductWithVariants): ProductAnswer {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    description: p.description,
    descriptionHi: p.description_hi,
    scientificName: p.scientific_name,
    price: toRupees(p.price_paise),
    discount: p.discount,
    salePrice: toRupees(salePricePaise(p.price_paise, p.discount)),
    stock: p.stock,
    rating: p.rating,
    reviewCount: p.review_count,
    onSale: p.on_sale === 1,
    featuredProduct: p.featured === 1,
    image1: imageOrNull(p.image1),
    image2: imageOrNull(p.image2),
    image3: imageOrNull(p.image3),
    image4: imageOrNull(p.image4),
    imageAlt: p.alt_text,
    altText: p.alt_text,
    blogSlug: p.blog_slug,
    hsnCode: p.hsn_code,
    gstRate: p.gst_rate,
    category: p.category,
    ...careOf(p),
    optionName: p.option_name,
    optionNameHi: p.option_name_hi,
    variants: p.variants.map(variantJson),
    priceFrom: toRupees(p.sale_price_paise),
    href: `/plant/${p.slug}`,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}

export function productCardView(p: ProductWithVariants): ProductCardView {
  return {
    id: p.id,
    variantId: defaultVariant(p.variants).id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    pricePaise: p.price_paise,
    discount: p.discount,
    salePricePaise: salePricePaise(p.price_paise, p.discount),
    rating: p.rating,
    availability: availabilityOf(p.stock),
    image: p.image1,
    alt: p.alt_text,
    blogSlug: p.blog_slug,
    gstRate: p.gst_rate,
    fromPricePaise: p.price_varies === 1 ? p.sale_price_paise : null,
    category: p.category,
    optionName: p.option_name,
  };
}

export function productDetailView(p: ProductWithVariants): ProductDetailView {
  return {
    ...productCardView(p),
    stock: p.stock,
    scientificName: p.scientific_name,
    description: p.description,
    descriptionHi: p.description_hi,
    optionNameHi: p.option_name_hi,
    images: [p.image1, p.image2, p.image3, p.image4].filter((key): key is string => Boolean(key)),
    updatedAt: p.updated_at,
    care: careOf(p),
    variants: p.variants.map(variantView),
    reviewCount: p.review_count,
  };
}

export function adminProductView(p: ProductWithVariants): AdminProductView {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    titleHi: p.title_hi,
    description: p.description,
    descriptionHi: p.description_hi,
    scientificName: p.scientific_name,
    pricePaise: p.price_paise,
    salePricePaise: p.sale_price_paise,
    discount: p.discount,
    stock: p.stock,
    onSale: p.on_sale === 1,
    featured: p.featured === 1,
    images: PRODUCT_IMAGE_SLOTS.map((slot) => p[slot]),
    alt: p.alt_text,
    blogSlug: p.blog_slug,
    hsnCode: p.hsn_code,
    gstRate: p.gst_rate,
    category: p.category,
    care: careOf(p),
    optionName: p.option_name,
    optionNameHi: p.option_name_hi,
    variants: p.variants.map(variantView),
  };
}

export function categoryJson(c: CategoryWithCount): CategoryAnswer {
  return { slug: c.slug, name: c.name, nameHi: c.name_hi, productCount: c.productCount };
}

export function adminCategoryJson(c: CategoryWithCount): AdminCategoryAnswer {
  return { ...categoryJson(c), position: c.position };
}

export function categoryView(c: CategoryWithCount): CategoryView {
  return categoryJson(c);
}

export function adminCategoryView(c: CategoryWithCount): AdminCategoryView {
  return { ...categoryView(c), id: c.slug, title: c.name, position: c.position };
}

export function facetsJson(f: Facets): FacetsAnswer {
  const rupeesOrNull = (paise: number | null) => (paise === null ? null : toRupees(paise));
  return {
    total: f.total,
    category: f.category,
    light: f.light,
    water: f.water,
    care: f.care,
    placement: f.placement,
    petSafe: f.petSafe,
    price: { min: rupeesOrNull(f.price.minPaise), max: rupeesOrNull(f.price.maxPaise) },
  };
}

/** The blog list's JSON: what a card needs. */
export function blogSummaryJson(b: BlogRecord): BlogSummaryAnswer {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    titleHi: b.title_hi,
    Sname: b.scientific_name,
    image1: imageOrNull(b.image1),
    altText: b.alt_text,
    plantSlug: b.plant_slug,
    featuredProduct: b.featured === 1,
    publishDate: b.publish_date,
  };
}

/** One article's JSON, with the original shop's field names (Sname, Huse, Ph, Mh, TMuse). */
export function blogJson(b: BlogRecord): BlogAnswer {
  return {
    ...blogSummaryJson(b),
    Huse: b.historical_use,
    Ph: b.physical_health,
    Mh: b.mental_health,
    TMuse: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    HuseHi: b.historical_use_hi,
    PhHi: b.physical_health_hi,
    MhHi: b.mental_health_hi,
    TMuseHi: b.traditional_modern_uses_hi,
    soilHi: b.soil_hi,
    sunlightHi: b.sunlight_hi,
    waterHi: b.water_hi,
    careHi: b.care_hi,
    image2: imageOrNull(b.image2),
  };
}

export function blogCardView(b: BlogRecord): BlogCardView {
  return {
    slug: b.slug,
    title: b.title,
    titleHi: b.title_hi,
    image: b.image1,
    alt: b.alt_text,
    publishDate: b.publish_date,
  };
}

export function blogView(b: BlogRecord): BlogView {
  return {
    ...blogCardView(b),
    scientificName: b.scientific_name,
    historicalUse: b.historical_use,
    physicalHealth: b.physical_health,
    mentalHealth: b.mental_health,
    traditionalModernUses: b.traditional_modern_uses,
    soil: b.soil,
    sunlight: b.sunlight,
    water: b.water,
    care: b.care,
    image2: b.image2,
    plantSlug: b.plant_slug,
    hindi: {
      title: b.title_hi,
      historicalUse: b.historical_use_hi,
      physicalHealth: b.physical_health_hi,
      mentalHealth: b.mental_health_hi,
      traditionalModernUses: b.traditional_modern_uses_hi,
      soil: b.soil_hi,
      sunlight: b.sunlight_hi,
      water: b.water_hi,
      care: b.care_hi,
    },
  };
}

export function adminBlogView(b: BlogRecord): AdminBlogView {
  return {
    ...blogView(b),
    id: b.id,
    images: BLOG_IMAGE_SLOTS.map((slot) => b[slot]),
    featured: b.featured === 1,
    // A date input's YYYY-MM-DD.
    publishDate: b.publish_date.slice(0, 10),
  };
}

export function nurseryJson(n: NurseryRecord): NurseryAnswer {
  return {
    id: n.id,
    title: n.title,
    city: n.city,
    email: n.email,
    hours: n.hours,
    hoursHi: n.hours_hi,
    image: imageOrNull(n.image),
    altText: n.alt_text,
  };
}

export function nurseryView(n: NurseryRecord): NurseryView {
  return {
    id: n.id,
    title: n.title,
    city: n.city,
    email: n.email,
    hours: n.hours,
    hoursHi: n.hours_hi,
    image: n.image,
    alt: n.alt_text,
  };
}

export function adminNurseryView(n: NurseryRecord): AdminNurseryView {
  return { ...nurseryView(n), images: [n.image] };
}
