import { type ShopSettings, shopSettingsSchema } from "#domain/schemas/settings.ts";
import type { Database } from "#server/db/client.ts";

const SHOP = "shop";

/**
 * The shop settings, read once and kept until they are saved again: the footer of every page,
 * every mail and every UPI link read them, so a write takes effect at once and a read costs
 * nothing.
 */
export interface SettingsStore {
  /** The shop's settings, or null before anyone set them (a shop started with DEMO_DATA=false). */
  shop(): Promise<ShopSettings | null>;
  saveShop(settings: ShopSettings, by: string | null): Promise<ShopSettings>;
  /** Forgets what was read, so the next read goes to the database (another process wrote). */
  forget(): void;
}

async function readShop(db: Database): Promise<ShopSettings | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SHOP).executeTakeFirst();
  if (!row) return null;
  // Stored settings passed this schema when saved; a later, stricter schema must not take the shop down.
  const parsed = shopSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

/**
 * Writes the settings (parsed by `shopSettingsSchema` beforehand), creating the row the first
 * time; with `keepExisting`, settings a shop already has are left as they are (the demo seed).
 */
export async function writeShopSettings(
  db: Database,
  settings: ShopSettings,
  by: string | null,
  options: { keepExisting?: boolean } = {},
): Promise<void> {
  const row = { value: JSON.stringify(settings), updated_at: new Date().toISOString(), updated_by: by };
  await db
    .insertInto("settings")
    .values({ key: SHOP, ...row })
    .onConflict((oc) => (options.keepExisting ? oc.column("key").doNothing() : oc.column("key").doUpdateSet(row)))
    .execute();
}

export function createSettingsStore(db: Database): SettingsStore {
  let cached: Promise<ShopSettings | null> | null = null;
  return {
    shop() {
      cached ??= readShop(db).catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    async saveShop(settings, by) {
      await writeShopSettings(db, settings, by);
      cached = Promise.resolve(settings);
      return settings;
    },
    forget() {
      cached = null;
    },
  };
}
