import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase } from "#tests/support/databases.ts";

describe.each(DATABASE_KINDS)("the health check on %s", (kind) => {
  it("GET /healthz checks the database", async () => {
    const t = await openTestDatabase(kind);
    try {
      const api = await createTestApp(t);
      const res = await api.request("/healthz");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok" });
    } finally {
      await t.close();
    }
  });
});

describe("health and readiness", () => {
  it("/healthz and /readyz answer while the database answers; /readyz says draining on shutdown", async () => {
    const t = await openTestDatabase("sqlite");
    try {
      const lifecycle = { draining: false };
      const { createServerApp } = await import("#server/app.ts");
      const { createShop } = await import("#server/shop.ts");
      const app = createServerApp(createShop({ db: t.db, kind: t.kind, config: t.config }), undefined, lifecycle);
      expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" });
      expect(await (await app.request("/readyz")).json()).toEqual({ status: "ready" });
      lifecycle.draining = true;
      const draining = await app.request("/readyz");
      expect(draining.status).toBe(503);
      expect((await app.request("/healthz")).status).toBe(200);
      await t.db.destroy();
      expect((await app.request("/healthz")).status).toBe(503);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
