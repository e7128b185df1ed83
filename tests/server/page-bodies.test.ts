import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as en } from "#domain/i18n/en/messages.ts";
import { messages as hi } from "#domain/i18n/hi/messages.ts";
import { createLogger } from "#server/logger.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { NOT_A_FORM, UNREADABLE_FORM } from "#server/http/validation.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { insertOrder } from "#tests/support/orders.ts";
import { pageBuild } from "#tests/support/pages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { messageText } from "#domain/i18n/message.ts";

const BOUNDARY = "----vanaushadhi-truncated";

/** Bodies no page form sends: each must be refused with a 4xx, never a 500. */
const WRONG_BODIES = {
  "plain text": { type: "text/plain", body: "rating=5&name=Plain" },
  JSON: { type: "application/json", body: JSON.stringify({ email: "a@example.in", password: "x" }) },
  "a truncated multipart body": {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n--${BOUNDARY}\r\nContent-Disp`,
  },
} as const;

/** Audit issue 24, item 6: a page write with a body it cannot read answers 400/415, and the logs stay JSON. */
describe.each(DATABASE_KINDS)("page actions given an unreadable body, on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let admin: TestUser;
  let orderPath: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    api = await createTestApp(t, { logger, ui: await pageBuild() });
    customer = await signUp(api, "Body Customer");
    admin = await signUp(api, "Body Admin");
    await setRole(t.db, admin.id, "admin");
    const product = await t.db.selectFrom("products").selectAll().executeTakeFirstOrThrow();
    const user = { id: customer.id, email: customer.email, fullName: "Body Customer" };
    const order = await insertOrder(t.db, { user, lines: [{ product, quantity: 1 }] });
    orderPath = `/orders/${order.id}`;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const pages = (): Array<[string, TestUser | undefined]> => [
    ["/signin", undefined],
    ["/signup", undefined],
    ["/forgot-password", undefined],
    ["/reset-password", undefined],
    ["/contact", undefined],
    ["/review", undefined],
    ["/profile", customer],
    [orderPath, customer],
    ["/admin/settings", admin],
    ["/admin/orders", admin],
    ["/admin/users", admin],
    ["/admin/complaints", admin],
    ["/admin/reviews", admin],
  ];

  it.each(Object.entries(WRONG_BODIES))("%s: every page and its .data answer 400 or 415", async (_, wrong) => {
    const consoleError = vi.spyOn(console, "error");
    for (const [page, user] of pages()) {
      for (const path of [page, `${page}.data`]) {
        const res = await api.request(path, {
          method: "POST",
          headers: {
            "Content-Type": wrong.type,
            "Sec-Fetch-Site": "same-origin",
            ...(user && { Cookie: user.cookie }),
          },
          body: wrong.body,
        });
        expect([400, 415], `${path}: ${res.status}`).toContain(res.status);
        if (path === page) expect(res.headers.get("Content-Type"), path).toContain("text/html");
        await res.body?.cancel();
      }
    }
    expect(consoleError).not.toHaveBeenCalled();
    expectOnlyJsonLines();
  });

  it("tells the reader why, in English and in Hindi", async () => {
    for (const code of [NOT_A_FORM, UNREADABLE_FORM]) {
      expect(Object.hasOwn(en, code), code).toBe(true);
      expect(hi[code as keyof typeof hi]).toMatch(/[\u0900-\u097f]/);
    }
    const refuse = (path: string) =>
      api.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        body: "{}",
      });
    // The page's data names the message; the page shows its text.
    const data = await refuse("/signin.data");
    expect(data.status).toBe(415);
    expect(await data.text()).toContain(NOT_A_FORM);
    const page = await refuse("/signin");
    expect(page.status).toBe(415);
    expect(await page.text()).toContain(messageText(NOT_A_FORM, en));
  });

  it("a write to a page without a form is refused by React Router, and logged as JSON, not printed", async () => {
    const consoleError = vi.spyOn(console, "error");
    const logged = lines.length;
    for (const path of ["/about", "/about.data"]) {
      const res = await api.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
        body: "a=1",
      });
      expect(res.status, path).toBe(405);
      await res.body?.cancel();
    }
    expect(consoleError).not.toHaveBeenCalled();
    const refusals = lines.slice(logged).map((line) => JSON.parse(line) as { msg: string; path?: string });
    expect(refusals.filter((line) => line.msg === "A page request was refused").map((line) => line.path)).toEqual([
      "/about",
      "/about.data",
    ]);
    expectOnlyJsonLines();
  });

  function expectOnlyJsonLines() {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
  }
});
