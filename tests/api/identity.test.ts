import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, uniqueEmail } from "#tests/support/users.ts";

const TOO_MANY = "Too many failed login attempts. Please try again later.";

/** Requests that seem to come from one address, through a trusted proxy. */
const from = (ip: string) => ({ "X-Forwarded-For": ip });

describe.each(DATABASE_KINDS)("identity hardening on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true } });
  });
  afterAll(() => t.close());

  const signInFrom = (ip: string, email: string, password: string) =>
    api.json("/api/identity/sign-in/email", { email, password }, "POST", from(ip));

  describe("lockout", () => {
    it("locks the guesser's address, not the owner signing in from elsewhere", async () => {
      const owner = await signUp(api, "Lakshmi Rao", uniqueEmail("lakshmi"));
      for (let i = 0; i < 5; i++)
        expect((await signInFrom("203.0.113.9", owner.email, "guess-guess-1")).status).toBe(401);
      const attacker = await signInFrom("203.0.113.9", owner.email, owner.password);
      expect(attacker.status).toBe(429);
      expect(((await attacker.json()) as { message: string }).message).toBe(TOO_MANY);
      expect((await signInFrom("198.51.100.4", owner.email, owner.password)).status).toBe(200);
    });

    it("a password reset lifts the block", async () => {
      const owner = await signUp(api, "Farhan Ali", uniqueEmail("farhan"));
      for (let i = 0; i < 5; i++) await signInFrom("203.0.113.10", owner.email, "guess-guess-1");
      expect((await signInFrom("203.0.113.10", owner.email, owner.password)).status).toBe(429);
      await api.json("/api/identity/request-password-reset", { email: owner.email }, "POST", from("203.0.113.10"));
      const token = /reset-password\?token=([\w-]+)/.exec(api.sent.findLast((m) => m.to === owner.email)!.text)![1]!;
      const reset = await api.json("/api/identity/reset-password", { token, newPassword: "brand-new-pass-7" });
      expect(reset.status).toBe(200);
      expect((await signInFrom("203.0.113.10", owner.email, "brand-new-pass-7")).status).toBe(200);
    });

    it.each(["verify-password", "change-password"])(
      "counts wrong passwords at /api/identity/%s towards the same block",
      async (endpoint) => {
        const owner = await signUp(api, "Neha Joshi", uniqueEmail("neha"));
        const headers = { Cookie: owner.cookie, ...from("203.0.113.11") };
        const body = (password: string) =>
          endpoint === "verify-password"
            ? { password }
            : { currentPassword: password, newPassword: "another-pass-22", revokeOtherSessions: false };
        for (let i = 0; i < 5; i++) {
          expect((await api.json(`/api/identity/${endpoint}`, body("not-it-at-all"), "POST", headers)).status).toBe(
            400,
          );
        }
        const locked = await api.json(`/api/identity/${endpoint}`, body(owner.password), "POST", headers);
        expect(locked.status).toBe(429);
        expect((await signInFrom("203.0.113.11", owner.email, owner.password)).status).toBe(429);
      },
    );
  });

  describe("sessions", () => {
    it.each(["get-session", "list-sessions"])(
      "/api/identity/%s never hands out the session token",
      async (endpoint) => {
        const user = await signUp(api, "Token Keeper");
        const callers: Array<Record<string, string>> = [
          { Cookie: user.cookie },
          { Authorization: `Bearer ${user.token}` },
        ];
        for (const headers of callers) {
          const res = await api.request(`/api/identity/${endpoint}`, { headers });
          expect(res.status).toBe(200);
          expect(res.headers.get("set-auth-token")).toBeNull();
          const text = await res.text();
          expect(text).toContain(user.id);
          expect(text).not.toContain(user.token);
          expect(text).not.toContain('"token"');
        }
      },
    );
  });

  describe("names", () => {
    const signUpAs = (name: unknown, extra: Record<string, unknown> = {}) =>
      api.json("/api/identity/sign-up/email", {
        email: uniqueEmail("name"),
        password: "green-tulsi-42",
        name,
        ...extra,
      });

    it.each([
      ["empty", "", "Full name is required"],
      ["blank", "   ", "Full name is required"],
      ["20 000 characters", "A".repeat(20_000), "Must be at most 100 characters"],
      ["a control character", "Ravi\u0007 Kumar", "Full name contains characters that are not allowed"],
      ["a bidi override", "Ravi \u202eramuK", "Full name contains characters that are not allowed"],
    ])("sign-up through the identity API refuses a name that is %s", async (_, name, message) => {
      const before = await t.db
        .selectFrom("user")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const res = await signUpAs(name);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
      const after = await t.db
        .selectFrom("user")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("sign-up and update-user refuse a profile picture; update-user checks the name", async () => {
      expect((await signUpAs("Meera Das", { image: "https://evil.example/x.png" })).status).toBe(400);
      const user = await signUp(api, "Meera Das");
      const update = (body: unknown) => api.json("/api/identity/update-user", body, "POST", { Cookie: user.cookie });
      expect((await update({ name: "x".repeat(5000) })).status).toBe(400);
      expect((await update({ name: "" })).status).toBe(400);
      expect((await update({ image: "javascript:alert(1)" })).status).toBe(400);
      const row = await t.db.selectFrom("user").select("name").where("id", "=", user.id).executeTakeFirstOrThrow();
      expect(row.name).toBe("Meera Das");
      expect((await update({ name: "Meera Dasgupta" })).status).toBe(200);
    });
  });
});

describe("per-IP limit behind a proxy", () => {
  it("uses the hop our proxy added, so rotating X-Forwarded-For gains nothing", async () => {
    const t = await openTestDatabase("sqlite");
    try {
      const api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true, authRateLimit: 3 } });
      const attempt = (i: number) =>
        api.json("/api/identity/sign-in/email", { email: "x@example.in", password: "whatever-1" }, "POST", {
          "X-Forwarded-For": `10.0.0.${i}, 192.0.2.50`,
        });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
      expect((await attempt(99)).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
