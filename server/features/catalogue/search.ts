import { type Expression, type SqlBool, SqliteAdapter, sql } from "kysely";
import { careOfSearch } from "#domain/catalogue/care-words.ts";
import { NO_FILTERS } from "#domain/catalogue/finder.ts";
import type { SearchQuery } from "#domain/schemas/catalog-query.ts";
import { candidatePrefixes, prefixUpperBound, searchWords, trigramQuery, typoDistance } from "#domain/search.ts";
import type { Database } from "#server/db/client.ts";
import { listProducts } from "./products.ts";

export interface SearchHit {
  id: string;
  slug: string;
  title: string;
  title_hi: string | null;
  scientific_name: string;
  image1: string | null;
  price_paise: number;
  discount: number;
}

/** With fewer substring matches than this, the typo-tolerant fallback adds its guesses. */
const FEW_MATCHES = 3;
/** Rows read per candidate prefix by the fallback: bounded, however large the catalogue. */
const CANDIDATES_PER_PREFIX = 100;

const HIT_COLUMNS = [
  "id",
  "slug",
  "title",
  "title_hi",
  "scientific_name",
  "image1",
  "price_paise",
  "discount",
  "rating",
] as const;

/** Typed `%`, `_` and `\` are searched for literally (every LIKE below uses `escape '\'`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every typed word must appear in the title, the scientific name or the Hindi name (the lower-cased
 * `search_text`); titles starting with the first word come first, then titles with a word
 * starting with it, then the best rated.
 *
 * The LIKEs decide; a trigram index (migration 0011) finds their candidates. PostgreSQL's
 * pg_trgm serves the LIKEs directly; on SQLite the FTS5 table narrows the rows first with the
 * words of three letters or more (a superset of the LIKE matches: it also folds case).
 */
async function substringMatches(db: Database, typed: string, limit: number) {
  const first = escapeLike(typed.split(/\s+/).find(Boolean) ?? "");
  return db
    .selectFrom("products")
    .select(HIT_COLUMNS)
    .where(containsWords(db, typed))
    .orderBy(
      sql`case when search_text like ${`${first}%`} escape '\\' then 0 when search_text like ${`% ${first}%`} escape '\\' then 1 else 2 end`,
    )
    .orderBy("rating", "desc")
    .orderBy("title")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Titles a small typo away ("ashwaganda" → Ashwagandha). Candidates are read by the first
 * letters through the search_text index, a few hundred rows at most; the distance is then
 * measured here, word by word.
 */
async function typoMatches(db: Database, typed: string, exclude: ReadonlySet<string>, limit: number) {
  const words = searchWords(typed);
  const batches = await Promise.all(
    candidatePrefixes(typed).map((prefix) =>
      db
        .selectFrom("products")
        .select(HIT_COLUMNS)
        .where("search_text", ">=", prefix)
        .where("search_text", "<", prefixUpperBound(prefix))
        .orderBy("search_text")
        .limit(CANDIDATES_PER_PREFIX)
        .execute(),
    ),
  );
  const seen = new Set(exclude);
  const scored = [];
  for (const row of batches.flat()) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const distance = typoDistance(words, `${row.title} ${row.scientific_name} ${row.title_hi ?? ""}`);
    if (distance !== null) scored.push({ row, distance });
  }
  scored.sort(
    (a, b) => a.distance - b.distance || b.row.rating - a.row.rating || a.row.title.localeCompare(b.row.title),
  );
  return scored.slice(0, limit).map((s) => s.row);
}

/**
 * Products whose names contain every word typed (lower-cased, NFC), as the search modal's
 * substring matches and the finder's `q` filter both read them.
 */
export function containsWords(db: Database, typed: string): Expression<SqlBool> {
  const tokens = typed.split(/\s+/).filter(Boolean).map(escapeLike);
  const conditions = tokens.map((token) => sql<SqlBool>`search_text like ${`%${token}%`} escape '\\'`);
  const indexed = trigramQuery(typed);
  if (indexed && db.getExecutor().adapter instanceof SqliteAdapter) {
    conditions.unshift(sql<SqlBool>`id in (select id from products_fts where products_fts match ${indexed})`);
  }
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;
}

/**
 * The search modal's matches: substring first, typo-tolerant guesses when those are few. Text that
 * names care ('shade', 'छाया', 'pet safe') is the catalogue's care filter instead, best rated first,
 * as the results page reads it (docs/product/catalogue.md#search).
 */
export async function searchProducts(db: Database, { q, limit }: SearchQuery): Promise<SearchHit[]> {
  if (careOfSearch(q).care) {
    const { items } = await listProducts(db, { ...NO_FILTERS, q, sort: "rating", featured: false, limit, offset: 0 });
    return items;
  }
  // NFC, as the stored Hindi names are (productSearchText).
  const typed = q.normalize("NFC").toLowerCase();
  const hits = await substringMatches(db, typed, limit);
  if (hits.length >= Math.min(FEW_MATCHES, limit)) return hits;
  const guesses = await typoMatches(db, typed, new Set(hits.map((h) => h.id)), limit - hits.length);
  return [...hits, ...guesses];
}
