import type { Kysely } from "kysely";

/**
 * The shop's own content in Hindi (issue 30, docs/product/language.md#what-is-translated): every
 * column is nullable, and where it is null the English text serves both languages, so a shop
 * that writes no Hindi reads as before.
 * - products: the description and what its variants are a choice of ('Pot size' → 'गमले का आकार');
 * - product_variants: the variant's name ('5-inch pot' → '5 इंच का गमला');
 * - blogs: the title and each section;
 * - nurseries: the opening hours as written text, like the English ones (free text says
 *   'Mon–Sat, 7:00 AM – 1:00 PM, 3:00 PM – 7:00 PM' without a structure every nursery must fit);
 * - order_items: the Hindi product and variant names as sold, so the order page, the mails
 *   and the invoice of a past order keep them when the product is renamed or deleted.
 * Demo installs seeded before this keep English content until the demo is seeded again.
 */
const COLUMNS: Record<string, string[]> = {
  products: ["description_hi", "option_name_hi"],
  product_variants: ["name_hi"],
  blogs: [
    "title_hi",
    "historical_use_hi",
    "physical_health_hi",
    "mental_health_hi",
    "traditional_modern_uses_hi",
    "soil_hi",
    "sunlight_hi",
    "water_hi",
    "care_hi",
  ],
  nurseries: ["hours_hi"],
  order_items: ["title_hi", "variant_name_hi"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
