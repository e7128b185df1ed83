/** The tables of the shop's settings documents (composed into the database's `DB` in server/db/schema.ts). */

/** The shop's settings, one JSON document per key (see services/settings.ts). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}
