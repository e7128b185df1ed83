import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_DENIED, REVIEW_DELETED } from "#domain/admin.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { summarizeReviews } from "#server/features/reviews/reviews.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { apiRefusal, inEnglish } from "#tests/support/messages.ts";

const JUNK = {
  name: "Test Poster",
  email: "tester@example.in",
  title: "asdf test review",
  review: "testing testing 123",
  rating: 1,
  recommend: false,
  plantType: "Not specified",
};

interface AdminReview {
  id: string;
  title: string;
  email: string;
  hidden: boolean;
  hiddenAt: string | null;
}

/** Issue 15: the admin's Reviews — GET /api/admin/reviews, PATCH (hide, show) and DELETE /api/admin/reviews/{id}. */
describe.each(DATABASE_KINDS)("admin reviews API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const publicTitles = async () =>
    ((await (await api.request("/api/reviews?limit=100")).json()) as Array<{ title: string }>).map((r) => r.title);
  const post = async (title: string) => {
    const res = await api.json("/api/reviews", { ...JUNK, title });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Moderating Admin");
    customer = await signUp(api, "Curious Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/admin/reviews", undefined],
    ["PATCH", "/api/admin/reviews/x", { hidden: true }],
    ["DELETE", "/api/admin/reviews/x", undefined],
  ] as const)("%s %s: 401 for a visitor, 403 for a customer", async (method, path, body) => {
    const call = (headers: Record<string, string>) =>
      body ? api.json(path, body, method, headers) : api.request(path, { method, headers });
    expect((await call({})).status).toBe(401);
    const refused = await call(as(customer));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(apiRefusal(ADMIN_DENIED));
  });

  it("lists every review newest first with the e-mail; hiding takes one off the shop, its statistics and the API", async () => {
    const id = await post("Junk to hide");
    const before = await summarizeReviews(t.db);
    const publicCount = Number((await api.request("/api/reviews?limit=1")).headers.get("X-Total-Count"));

    const list = await api.request("/api/admin/reviews", { headers: as(admin) });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("X-Total-Count"))).toBeGreaterThanOrEqual(13);
    const first = ((await list.json()) as AdminReview[])[0]!;
    expect(first).toMatchObject({ id, email: JUNK.email, hidden: false, hiddenAt: null });

    const hidden = await api.json(`/api/admin/reviews/${id}`, { hidden: true }, "PATCH", as(admin));
    expect(hidden.status).toBe(200);
    const body = (await hidden.json()) as AdminReview;
    expect(body).toMatchObject({ id, hidden: true, hiddenAt: expect.any(String) });

    expect(await publicTitles()).not.toContain("Junk to hide");
    expect(Number((await api.request("/api/reviews?limit=1")).headers.get("X-Total-Count"))).toBe(publicCount - 1);
    const after = await summarizeReviews(t.db);
    expect(after.count).toBe(before.count - 1);
    expect(after.perStar[0]).toBe(before.perStar[0] - 1);

    // Hiding again keeps when it was first hidden; the admin's filters find it.
    const again = (await (
      await api.json(`/api/admin/reviews/${id}`, { hidden: true }, "PATCH", as(admin))
    ).json()) as AdminReview;
    expect(again.hiddenAt).toBe(body.hiddenAt);
    const hiddenOnes = (await (
      await api.request("/api/admin/reviews?visibility=Hidden", { headers: as(admin) })
    ).json()) as AdminReview[];
    expect(hiddenOnes.map((r) => r.id)).toEqual([id]);
    const searched = (await (
      await api.request("/api/admin/reviews?q=JUNK%20TO", { headers: as(admin) })
    ).json()) as AdminReview[];
    expect(searched.map((r) => r.id)).toEqual([id]);

    const shown = await api.json(`/api/admin/reviews/${id}`, { hidden: false }, "PATCH", as(admin));
    expect(await shown.json()).toMatchObject({ id, hidden: false, hiddenAt: null });
    expect(await publicTitles()).toContain("Junk to hide");
    expect((await summarizeReviews(t.db)).count).toBe(before.count);
  });

  it("deletes a review for good; a second delete is 404", async () => {
    const id = await post("Junk to delete");
    const res = await api.request(`/api/admin/reviews/${id}`, { method: "DELETE", headers: as(admin) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: inEnglish(REVIEW_DELETED) });
    expect(await publicTitles()).not.toContain("Junk to delete");
    const again = await api.request(`/api/admin/reviews/${id}`, { method: "DELETE", headers: as(admin) });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Review not found", code: "review.notFound" });
  });

  it("answers bad input with a clear 400 and a missing review with 404", async () => {
    const id = await post("Junk for bad input");
    for (const body of [{}, { hidden: "yes" }, { hidden: null }, []]) {
      const res = await api.json(`/api/admin/reviews/${id}`, body, "PATCH", as(admin));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toEqual(expect.any(String));
    }
    const broken = await api.request(`/api/admin/reviews/${id}`, {
      method: "PATCH",
      headers: { ...as(admin), "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const missing = await api.json("/api/admin/reviews/no-such-review", { hidden: true }, "PATCH", as(admin));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Review not found", code: "review.notFound" });
    const tooLong = await api.json(`/api/admin/reviews/${"x".repeat(101)}`, { hidden: true }, "PATCH", as(admin));
    expect(tooLong.status).toBe(400);
    const oddQuery = await api.request("/api/admin/reviews?visibility=Gone&sort=nope&page=-2", { headers: as(admin) });
    expect(oddQuery.status).toBe(200);
  });
});
