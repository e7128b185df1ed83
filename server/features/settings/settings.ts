import type { z } from "zod";
import { type Policies, policiesSchema } from "#domain/schemas/policies.ts";
import { type ShopSettings, shopSettingsSchema } from "#domain/schemas/settings.ts";
import type { Database, DatabaseKind } from "#server/db/client.ts";
import { now } from "#server/clock.ts";
import { issueDueDocuments } from "#server/features/orders/tax-documents.ts";

/** Each settings document: its key in the `settings` table, and the schema it is written and read with. */
const DOCUMENTS = { shop: shopSettingsSchema, policies: policiesSchema } as const;
type DocumentKey = keyof typeof DOCUMENTS;
type DocumentOf<K extends DocumentKey> = z.output<(typeof DOCUMENTS)[K]>;

/**
 * The shop's settings documents, each read once and kept until it is saved again: the footer
 * of every page, every mail, every UPI link and the policy pages read them, so a write takes
 * effect at once and a read costs nothing.
 */
export interface SettingsStore {
  /** The shop's particulars, or null before anyone set them (a shop started with DEMO_DATA=false). */
  shop(): Promise<ShopSettings | null>;
  /** Saves them and, in the same transaction, invoices every order placed before the shop had them. */
  saveShop(settings: ShopSettings, by: string | null): Promise<ShopSettings>;
  /** The four policy texts (Markdown), or null before anyone wrote them. */
  policies(): Promise<Policies | null>;
  savePolicies(policies: Policies, by: string | null): Promise<Policies>;
  /** Forgets what was read, so the next read goes to the database (another process wrote). */
  forget(): void;
  /**
   * Invoices the orders still waiting for a number, once the shop has its particulars: at start,
   * for orders placed before invoicing began on a shop that already had them (an upgrade).
   */
  issueWaitingDocuments(): Promise<void>;
}

/** A document as stored now, past the cache (inside a transaction, as that transaction sees it). */
export async function readSettings<K extends DocumentKey>(db: Database, key: K): Promise<DocumentOf<K> | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  // Stored documents passed their schema when saved; a later, stricter schema must not take the shop down.
  const parsed = DOCUMENTS[key].safeParse(JSON.parse(row.value));
  return parsed.success ? (parsed.data as DocumentOf<K>) : null;
}

/**
 * Writes a document (parsed by its schema beforehand), creating the row the first time; with
 * `keepExisting`, a document the shop already has is left as it is (the demo seed).
 */
export async function writeSettings<K extends DocumentKey>(
  db: Database,
  key: K,
  value: DocumentOf<K>,
  by: string | null,
  options: { keepExisting?: boolean } = {},
): Promise<void> {
  const row = { value: JSON.stringify(value), updated_at: now(), updated_by: by };
  await db
    .insertInto("settings")
    .values({ key, ...row })
    .onConflict((oc) => (options.keepExisting ? oc.column("key").doNothing() : oc.column("key").doUpdateSet(row)))
    .execute();
}

/** The shop's particulars, saved with the tax invoices they make due (docs/gst.md). */
async function writeShopSettings(db: Database, kind: DatabaseKind, settings: ShopSettings, by: string | null) {
  await db.transaction().execute(async (trx) => {
    await writeSettings(trx, "shop", settings, by);
    await issueDueDocuments(trx, kind, settings, new Date());
  });
}

/** One document, read once and cached until it is saved (by `write`) or forgotten. */
function cachedDocument<K extends DocumentKey>(
  db: Database,
  key: K,
  write: (value: DocumentOf<K>, by: string | null) => Promise<void> = (value, by) => writeSettings(db, key, value, by),
) {
  let cached: Promise<DocumentOf<K> | null> | null = null;
  return {
    read() {
      cached ??= readSettings(db, key).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    async save(value: DocumentOf<K>, by: string | null) {
      await write(value, by);
      cached = Promise.resolve(value);
      return value;
    },
    forget() {
      cached = null;
    },
  };
}

export function createSettingsStore(db: Database, kind: DatabaseKind): SettingsStore {
  const shop = cachedDocument(db, "shop", (settings, by) => writeShopSettings(db, kind, settings, by));
  const policies = cachedDocument(db, "policies");
  return {
    shop: shop.read,
    saveShop: shop.save,
    policies: policies.read,
    savePolicies: policies.save,
    forget() {
      shop.forget();
      policies.forget();
    },
    async issueWaitingDocuments() {
      const settings = await shop.read();
      if (!settings) return;
      await db.transaction().execute((trx) => issueDueDocuments(trx, kind, settings, new Date()));
    },
  };
}
