import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signIn, signUp, uniqueEmail } from "#tests/support/users.ts";

const TOO_MANY = "Too many failed login attempts. Please try again later.";
const TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";
const ONE_CHARACTER = "A password cannot be one character repeated";

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

  /** An API client at an address of its own: the tests below never spend the others' per-IP limit. */
  let clients = 0;
  const newClient = () => {
    const ip = `192.0.2.${++clients}`;
    return {
      json: (path: string, body: unknown, method = "POST", headers: Record<string, string> = {}) =>
        api.json(path, body, method, { ...from(ip), ...headers }),
    };
  };

  describe("sessions: changing the password", () => {
    const profileOf = (headers: Record<string, string>) => api.request("/api/auth/profile", { headers });

    it.each([
      ["a cookie", (u: { cookie: string }) => ({ Cookie: u.cookie })],
      ["a bearer token", (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` })],
    ])(
      "signs every other session out, whatever the client asks, and keeps the one (with %s) that changed it",
      async (_, auth) => {
        const client = newClient();
        const owner = await signUp(client, "Two Devices");
        const other = await signIn(client, owner.email, owner.password);
        expect((await profileOf({ Authorization: `Bearer ${other.token}` })).status).toBe(200);

        const changed = await client.json(
          "/api/identity/change-password",
          { currentPassword: owner.password, newPassword: "fresh-neem-leaf-7", revokeOtherSessions: false },
          "POST",
          auth(owner),
        );
        expect(changed.status).toBe(200);
        expect((await profileOf({ Authorization: `Bearer ${other.token}` })).status).toBe(401);
        expect((await profileOf({ Cookie: other.cookie })).status).toBe(401);
        // The device that changed it carries on with the session handed back in the same answer.
        const kept = {
          cookie: changed.headers
            .getSetCookie()
            .map((c) => c.split(";")[0]!)
            .join("; "),
          token: changed.headers.get("set-auth-token") ?? "",
        };
        expect((await profileOf(auth(kept))).status).toBe(200);
      },
    );
  });

  describe("tokens kept in the database", () => {
    /** Better Auth's own tables, read as a leaked copy of the database would be (the shop's Kysely types leave them out). */
    const rowsOf = async <Row>(query: RawBuilder<Row>) => (await query.execute(t.db)).rows;

    it("a session row's token is no bearer token: only the signed one handed out at sign-in is", async () => {
      const client = newClient();
      const user = await signUp(client, "Leaked Backup");
      const rows = await rowsOf(
        sql<{ token: string }>`select token from session where ${sql.ref("userId")} = ${user.id}`,
      );
      expect(rows).toHaveLength(1);
      const stored = rows[0]!.token;
      expect(user.token).toMatch(new RegExp(`^${stored}\\.`));
      expect((await api.request("/api/auth/profile", { headers: { Authorization: `Bearer ${stored}` } })).status).toBe(
        401,
      );
      const signedIn = await signIn(client, user.email, user.password);
      const body = (await signedIn.res.json()) as { token: string };
      expect(
        (await api.request("/api/auth/profile", { headers: { Authorization: `Bearer ${body.token}` } })).status,
      ).toBe(401);
      const ok = await api.request("/api/auth/profile", { headers: { Authorization: `Bearer ${signedIn.token}` } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ email: user.email });
    });

    it("a reset's verification row holds a hash, not the mailed token, and the hash resets nothing", async () => {
      const client = newClient();
      const user = await signUp(client, "Leaked Reset");
      await client.json("/api/identity/request-password-reset", { email: user.email });
      const token = /reset-password\?token=([\w-]+)/.exec(api.sent.findLast((m) => m.to === user.email)!.text)![1]!;
      const rows = await rowsOf(
        sql<{ identifier: string }>`select identifier from verification where value = ${user.id}`,
      );
      expect(rows).toHaveLength(1);
      const stored = rows[0]!.identifier;
      expect(stored).not.toContain(token);
      for (const guess of [stored, stored.replace(/^reset-password:/, "")]) {
        const res = await client.json("/api/identity/reset-password", { token: guess, newPassword: "stolen-reset-91" });
        expect(res.status).toBe(400);
      }
      expect((await signIn(client, user.email, "stolen-reset-91")).res.status).toBe(401);
      const reset = await client.json("/api/identity/reset-password", { token, newPassword: "mailed-reset-91" });
      expect(reset.status).toBe(200);
      expect((await signIn(client, user.email, "mailed-reset-91")).res.status).toBe(200);
    });
  });

  describe("passwords", () => {
    const users = async () =>
      Number(
        (
          await t.db
            .selectFrom("user")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it.each([
      ["password", TOO_COMMON],
      ["12345678", TOO_COMMON],
      ["Password1", TOO_COMMON],
      ["iloveyou", TOO_COMMON],
      ["aaaaaaaa", ONE_CHARACTER],
      ["••••••••••", ONE_CHARACTER],
    ])("sign-up through the identity API refuses %j", async (password, message) => {
      const client = newClient();
      const before = await users();
      const res = await client.json("/api/identity/sign-up/email", {
        email: uniqueEmail("weak"),
        password,
        name: "Weak Pass",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "WEAK_PASSWORD", message });
      expect(await users()).toBe(before);
    });

    it("reset and change refuse a common password and keep the old one", async () => {
      const client = newClient();
      const user = await signUp(client, "Keeps Strong");
      await client.json("/api/identity/request-password-reset", { email: user.email });
      const token = /reset-password\?token=([\w-]+)/.exec(api.sent.findLast((m) => m.to === user.email)!.text)![1]!;
      const reset = await client.json("/api/identity/reset-password", { token, newPassword: "qwertyuiop" });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toMatchObject({ message: TOO_COMMON });

      const change = await client.json(
        "/api/identity/change-password",
        { currentPassword: user.password, newPassword: "sunshine1" },
        "POST",
        { Cookie: user.cookie },
      );
      expect(change.status).toBe(400);
      expect(await change.json()).toMatchObject({ message: TOO_COMMON });
      expect((await signIn(client, user.email, user.password)).res.status).toBe(200);
      // The refused reset did not spend the link.
      expect(
        (await client.json("/api/identity/reset-password", { token, newPassword: "tulsi-by-the-door-3" })).status,
      ).toBe(200);
    });
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
