import { type Kysely, sql } from "kysely";

/**
 * The shop in Hindi (issue 16, docs/product/language.md):
 * - a product's Hindi name (`title_hi`, none until an admin or the demo gives one). It joins
 *   `search_text`, which both trigram indexes of migration 0011 already cover: the SQLite
 *   trigger refreshes the FTS5 row when `search_text` changes, PostgreSQL's GIN index follows
 *   the column, so searching 'तुलसी' finds Tulsi with no new index or trigger (no row has a
 *   Hindi name yet, so no search text needs rewriting here);
 * - the language a customer last read the shop in (`profiles.language`), so their mails are
 *   written in it. Everyone starts in English, the language of the shop before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").addColumn("title_hi", "text").execute();
  await db.schema
    .alterTable("profiles")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'hi')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("profiles").dropColumn("language").execute();
  await db.schema.alterTable("products").dropColumn("title_hi").execute();
}
