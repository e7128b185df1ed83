import { createServerApp, type UiBuild } from "#server/app.ts";
import type { ChangeFeed } from "#server/cache/change-feed.ts";
import { migrateAuth } from "#server/features/accounts/auth.ts";
import { seedDemoCatalogue } from "#server/db/seed/seed.ts";
import type { Mail, Mailer } from "#server/mail/mailer.ts";
import type { Logger } from "#server/logger.ts";
import { createShop } from "#server/shop.ts";
import type { TestDatabase } from "./databases.ts";
import { checkAnswer } from "./openapi-answers.ts";

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
  // Every API answer a test receives is held to the OpenAPI document.
  const request = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    await checkAnswer(init?.method ?? "GET", path, res);
    return res;
  };
  const json = (path: string, body: unknown, method = "POST", headers: Record<string, string> = {}) =>
    request(path, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  return { app, shop, sent, request, json };
}
