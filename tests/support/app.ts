import { createServerApp, type UiBuild } from "#server/app.ts";
import type { ChangeFeed } from "#server/change-feed.ts";
import { migrateAuth } from "#server/auth.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import type { Mail, Mailer } from "#server/mail/mailer.ts";
import type { Logger } from "#server/logger.ts";
import { createShop } from "#server/shop.ts";
import type { TestDatabase } from "./databases.ts";

/**
 * The real Hono app over a test database with the demo catalogue (rows only, no pictures);
 * with `ui` (tests/support/pages.ts) it serves the pages too.
 */
export async function createTestApp(
  t: TestDatabase,
  { ui, ...options }: { logger?: Logger; changes?: ChangeFeed; ui?: UiBuild } = {},
) {
  const sent: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
  const shop = createShop({ db: t.db, kind: t.kind, config: t.config, mailer, ...options });
  await migrateAuth(shop.auth);
  await seedDemoCatalogue(t.db);
  const app = createServerApp(shop, ui);
  const request = (path: string, init?: RequestInit) => app.request(path, init);
  const json = (path: string, body: unknown, method = "POST", headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  return { app, shop, sent, request, json };
}
