import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as reviewAction } from "#app/routes/review.tsx";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost } from "#tests/support/routes.ts";
import { message } from "#domain/i18n/message.ts";

const REVIEW = {
  name: "Meena Iyer",
  email: "meena@example.in",
  title: "Thriving on my balcony",
  review: "Arrived healthy and has doubled in size in a month.",
  rating: "5",
  recommend: "on",
};

describe.each(DATABASE_KINDS)("the /review page action on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  const submit = (fields: Record<string, string>, ip: string, shop = api.shop) =>
    answerOf(callRoute(reviewAction, shop, formPost("/review", fields), ip));

  it("stores the review and answers the success message of docs/product/reviews.md#review-form", async () => {
    const res = await submit(REVIEW, "192.0.2.31");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: message("review.submitted") });
    const [latest] = (await (await api.request("/api/reviews?limit=1")).json()) as Array<{ title: string }>;
    expect(latest?.title).toBe(REVIEW.title);
  });

  it("answers the schema's refusal with 400 and every field's message", async () => {
    const res = await submit({ email: "bad@" }, "192.0.2.32");
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      rating: message("review.rating.required"),
      name: message("field.name.required"),
      email: message("field.email.invalid"),
      title: message("review.title.required"),
      review: message("review.text.tooShort"),
    });
  });

  it("a refusal of the service (the hourly limit's 429) reaches the page as that 429 with its message", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(REVIEW, "192.0.2.33")).status).toBe(200);
    const refused = await submit(REVIEW, "192.0.2.33");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: message("review.tooManyRecent"),
    });
    expect(typeof refused.body.at).toBe("number");
  });

  it("anything else is logged (to the shop's JSON logger) and answered with the form's failure notice as a 500", async () => {
    const printed = vi.spyOn(console, "error");
    const logged = vi.spyOn(api.shop.logger, "error").mockImplementation(() => {});
    const broken = {
      ...api.shop,
      reviewLimiter: {
        async hit(): Promise<boolean> {
          throw new Error("the limiter broke");
        },
      },
    };
    const res = await submit(REVIEW, "192.0.2.34", broken);
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ error: message("review.submitFailed") });
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "the limiter broke" }) },
      "A page write failed",
    );
    expect(printed).not.toHaveBeenCalled();
    logged.mockRestore();
    printed.mockRestore();
  });
});
