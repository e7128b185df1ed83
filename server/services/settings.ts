import type { z } from "zod";
import { type Policies, policiesSchema } from "#domain/schemas/policies.ts";
import { type ShopSettings, shopSettingsSchema } from "#domain/schemas/settings.ts";
import type { Database } from "#server/db/client.ts";
import { now } from "#server/clock.ts";

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
  saveShop(settings: ShopSettings, by: string | null): Promise<ShopSettings>;
  /** The four policy texts (Markdown), or null before anyone wrote them. */
  policies(): Promise<Policies | null>;
  savePolicies(policies: Policies, by: string | null): Promise<Policies>;
  /** Forgets what was read, so the next read goes to the database (another process wrote). */
  forget(): void;
}

async function readDocument<K extends DocumentKey>(db: Database, key: K): Promise<DocumentOf<K> | null> {
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

/** One document, read once and cached until it is saved or forgotten. */
function cachedDocument<K extends DocumentKey>(db: Database, key: K) {
  let cached: Promise<DocumentOf<K> | null> | null = null;
  return {
    read() {
      cached ??= readDocument(db, key).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    async save(value: DocumentOf<K>, by: string | null) {
      await writeSettings(db, key, value, by);
      cached = Promise.resolve(value);
      return value;
    },
    forget() {
      cached = null;
    },
  };
}

export function createSettingsStore(db: Database): SettingsStore {
  const shop = cachedDocument(db, "shop");
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
  };
}
