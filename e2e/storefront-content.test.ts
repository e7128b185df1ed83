import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { BLOG_TEXT_FIELDS, type BlogTextField } from "#tests/support/blog-fields.ts";

interface BlogJson extends Record<BlogTextField, string> {
  slug: string;
  title: string;
  image1: string;
  image2: string;
  plantSlug: string;
}

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

/** Index of the slide a carousel shows, read from its dots. */
const activeSlide = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator("[data-carousel-dot]")
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute("aria-current") === "true"));

/** Embla moves its track with a transform once the page has hydrated. */
async function carouselsReady(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-roledescription="carousel"]')].every(
      (c) => c.querySelector<HTMLElement>("[aria-live]")?.style.transform,
    ),
  );
}

describe("storefront content pages", () => {
  let browser: Browser;
  let blog: BlogJson;

  beforeAll(async () => {
    browser = await launchBrowser();
    const [first] = await api<Array<{ slug: string }>>("/api/blogs?limit=1");
    blog = await api<BlogJson>(`/api/blogs/${first!.slug}`);
  });
  afterAll(() => browser?.close());

  describe("home", () => {
    it("opens with the banner carousel, its first picture loaded first at a fixed size", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      const banner = page.getByTestId("banner-carousel");
      expect(await banner.getAttribute("aria-roledescription")).toBe("carousel");
      expect(await banner.locator('[aria-roledescription="slide"]').count()).toBe(3);
      const first = banner.locator("img").first();
      expect(await first.getAttribute("src")).toContain("/media/banner-0-");
      expect(await first.getAttribute("fetchpriority")).toBe("high");
      expect(await first.getAttribute("loading")).toBe("eager");
      expect(await first.getAttribute("width")).toBe("1600");
      expect(await first.getAttribute("height")).toBe("600");
      expect(await banner.locator('[aria-roledescription="slide"]').nth(1).getAttribute("aria-label")).toBe("2 of 3");
      await context.close();
    });

    it("autoplays both carousels: the banner every 2 s, the testimonials every 4 s", async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto("/");
      await carouselsReady(page);
      expect(await activeSlide(page, "banner-carousel")).toBe(0);
      expect(await activeSlide(page, "testimonials")).toBe(0);
      await expect.poll(() => activeSlide(page, "banner-carousel"), { timeout: 3500, interval: 100 }).toBe(1);
      // 4 s, not 2: still on the first testimonial when the banner has moved on.
      expect(await activeSlide(page, "testimonials")).toBe(0);
      await expect.poll(() => activeSlide(page, "testimonials"), { timeout: 3500, interval: 100 }).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("testimonials: 'What Our Customers Say', 3 dots, next/previous buttons and arrow keys", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      await carouselsReady(page);
      await page.getByRole("heading", { name: "What Our Customers Say" }).waitFor();
      const carousel = page.getByTestId("testimonials");
      expect(await carousel.locator("[data-carousel-dot]").count()).toBe(3);
      const shown = () => carousel.locator('[data-active="true"] figcaption').innerText();
      const before = await shown();
      const next = carousel.getByRole("button", { name: "Next slide" });
      const slide = () => activeSlide(page, "testimonials");
      await next.click();
      // Hover and focus now hold the rotation, so the slide stays where the buttons put it.
      await expect.poll(slide).toBe(1);
      expect(await shown()).not.toBe(before);
      await page.keyboard.press("ArrowRight");
      await expect.poll(slide).toBe(2);
      await page.keyboard.press("ArrowRight");
      await expect.poll(slide).toBe(0);
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(slide).toBe(2);
      await carousel.getByRole("button", { name: "Show slide 2 of 3" }).click();
      await expect.poll(slide).toBe(1);
      await page.waitForTimeout(4500);
      expect(await slide()).toBe(1);
      await context.close();
    });

    it("holds the banner while hovered, and never autoplays under reduced motion", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      await carouselsReady(page);
      await page.getByTestId("banner-carousel").hover();
      // Read once hovered: a machine that stalled before the hover may have moved on already.
      const hovered = await activeSlide(page, "banner-carousel");
      await page.waitForTimeout(2600);
      expect(await activeSlide(page, "banner-carousel")).toBe(hovered);
      await context.close();

      const reduced = await browser.newContext({ baseURL: baseUrl(), reducedMotion: "reduce" });
      const still = await reduced.newPage();
      await still.goto("/");
      await carouselsReady(still);
      await still.waitForTimeout(2600);
      expect(await activeSlide(still, "banner-carousel")).toBe(0);
      await still.getByTestId("banner-carousel").getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => activeSlide(still, "banner-carousel")).toBe(1);
      await reduced.close();
    });

    it("shows featured blogs linking to their articles", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      const links = page.getByTestId("recent-blogs").getByRole("link");
      expect(await links.count()).toBe(3);
      const featured = await api<Array<{ slug: string; featuredProduct: boolean }>>("/api/blogs");
      const featuredSlugs = featured.filter((b) => b.featuredProduct).map((b) => `/blog/${b.slug}`);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
        expect(featuredSlugs).toContain(href);
      }
      await context.close();
    });
  });

  it("about: story, mission, vision, values, team and the nursery gallery", async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto("/about");
    expect(res?.status()).toBe(200);
    const text = await page.locator("main").innerText();
    expect(text).toContain("founded in 2025");
    expect(text).toContain("started with 15 varieties");
    expect(text).toContain("over 100");
    for (const heading of ["Our Story", "Our Mission", "Our Vision", "Our Values", "Meet the Team"]) {
      expect(await page.getByRole("heading", { name: heading }).count()).toBe(1);
    }
    expect(await page.getByRole("heading", { name: "Ananya Deshpande" }).count()).toBe(1);
    const nurseries = await api<unknown[]>("/api/nurseries");
    expect(await page.getByRole("heading", { name: "Our Nursery Gallery" }).count()).toBe(1);
    expect(await page.locator("figure img").count()).toBe(nurseries.length);
    expect(await page.title()).toBe("About Us · Vanaushadhi");
    await context.close();
  });

  describe("blog", () => {
    it("lists posts by the team, 24 to a page, each linking to its article", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/blog");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Our Blogs");
      const cards = page.getByTestId("blog-list").locator("article");
      expect(await cards.count()).toBe(24);
      expect(await cards.first().innerText()).toContain("by Team Vanaushadhi");
      expect(await cards.first().locator("img").count()).toBe(1);
      const firstTitle = await cards.first().getByRole("heading").innerText();
      await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
      await page.waitForURL("**/blog?page=2");
      await expect.poll(() => cards.first().getByRole("heading").innerText()).not.toBe(firstTitle);
      await page.getByTestId("blog-list").getByRole("link").first().click();
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      await context.close();
    });

    it("shows every field of an article; the scientific name, the images and 'Buy Now' lead to the plant", async () => {
      const { context, page } = await newPage(browser);
      await page.goto(`/blog/${blog.slug}`);
      const text = await page.locator("main").innerText();
      for (const field of ["title", ...BLOG_TEXT_FIELDS] as const) {
        expect(text, field).toContain(blog[field]);
      }
      const plantHref = `/plant/${blog.plantSlug}`;
      expect(await page.getByTestId("scientific-name").getAttribute("href")).toBe(plantHref);
      for (const image of [blog.image1, blog.image2]) {
        const img = page.locator(`main img[src="${image}"]`);
        expect(await img.count(), image).toBe(1);
        expect(await img.evaluate((el) => el.closest("a")?.getAttribute("href"))).toBe(plantHref);
      }
      expect(await page.title()).toBe(`${blog.title} · Vanaushadhi Blog`);
      await hydrated(page);
      await page.getByRole("link", { name: "Buy Now" }).first().click();
      await page.waitForURL(`**${plantHref}`);
      await context.close();
    });

    it("answers unknown articles and pages past the end with a real 404", async () => {
      for (const path of ["/blog/no-such-plant", "/blog/Not_A_Slug", "/blog?page=999", "/blog?page=0"]) {
        const res = await fetch(`${baseUrl()}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text()).toContain("Page not found");
      }
    });
  });

  describe("nurseries", () => {
    it("filters by city or title, case-insensitively, behind a search toggle", async () => {
      const nurseries = await api<Array<{ title: string; city: string }>>("/api/nurseries");
      const { context, page } = await newPage(browser);
      await page.goto("/nursery");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Our Partner Nurseries");
      expect(await page.getByText("Where Ancient Wisdom Takes Root").isVisible()).toBe(true);
      const cards = page.getByTestId("nursery-list").locator("article");
      expect(await cards.count()).toBe(nurseries.length);
      const card = await cards.first().innerText();
      expect(card).toContain(nurseries.find((n) => card.includes(n.title))!.city);
      expect(await cards.first().getByRole("link").first().getAttribute("href")).toBe("/plants");

      const search = page.getByPlaceholder("Search by Nursery or City...");
      expect(await search.isVisible()).toBe(false);
      await hydrated(page);
      await page.getByRole("button", { name: "Search nurseries" }).click();
      await expect.poll(() => search.isVisible()).toBe(true);

      const city = nurseries[0]!.city;
      await search.fill(city.toUpperCase());
      const expected = nurseries.filter((n) => n.city === city || n.title.toLowerCase().includes(city.toLowerCase()));
      await expect.poll(() => cards.count()).toBe(expected.length);
      expect(expected.length).toBeLessThan(nurseries.length);
      for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain(city.toLowerCase());

      const title = nurseries[1]!.title;
      await search.fill(title.slice(0, 8).toUpperCase());
      await expect.poll(async () => (await cards.allInnerTexts()).join("\n")).toContain(title);

      await search.fill("no such nursery anywhere");
      await expect.poll(() => page.getByText("Searched Nursery Not Found...!").isVisible()).toBe(true);
      expect(await cards.count()).toBe(0);

      await page.getByRole("button", { name: "Close search" }).click();
      await expect.poll(() => cards.count()).toBe(nurseries.length);
      await context.close();
    });
  });

  describe("reviews", () => {
    it("shows the average, the count, the distribution 5→1 and the highlights", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/review");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Plant Reviews");
      const total = Number((await fetch(`${baseUrl()}/api/reviews?limit=1`)).headers.get("X-Total-Count"));
      expect(await page.getByTestId("review-count").innerText()).toBe(`Based on ${total} reviews`);
      expect(await page.getByTestId("average-rating").innerText()).toMatch(/^\d\.\d$/);
      const rows = await page.getByTestId("rating-distribution").locator("li").allInnerTexts();
      expect(rows.map((r) => r.split(/\s+/)[0])).toEqual(["5", "4", "3", "2", "1"]);
      for (const row of rows) expect(row).toMatch(/\d+%$/);
      expect(await page.getByText("What customers love").isVisible()).toBe(true);
      expect(await page.getByTestId("review").count()).toBeLessThanOrEqual(20);
      await context.close();
    });

    it("checks the form in the browser with every message, then submits; the review appears on top", async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto("/review");
      await hydrated(page);
      const submit = page.getByRole("button", { name: "Submit Review" });
      await submit.click();
      for (const message of [
        "Please select a rating",
        "Name is required",
        "Email is required",
        "Review title is required",
        "Review must be at least 10 characters",
      ]) {
        await expect.poll(() => page.getByText(message).isVisible(), { message }).toBe(true);
      }
      await page.getByLabel("Email").fill("not-an-email");
      await submit.click();
      await expect.poll(() => page.getByText("Email is invalid").isVisible()).toBe(true);

      const title = `Happy tulsi ${Date.now()}`;
      await page.locator("label", { hasText: "4 stars" }).click();
      expect(await page.getByLabel("4 stars").isChecked()).toBe(true);
      await page.getByLabel("Name").fill("Lakshmi Rao");
      await page.getByLabel("Email").fill("lakshmi@example.in");
      await page.getByLabel("Review title").fill(title);
      await page.getByLabel("Plant type").selectOption({ index: 1 });
      await page.getByLabel("Your review").fill("Healthy, fragrant and well packed. Growing fast.");
      await page.getByLabel("I would recommend this plant").check();
      await submit.click();

      await expect.poll(() => page.getByText("Review submitted successfully!").isVisible()).toBe(true);
      const first = page.getByTestId("review").first();
      await expect.poll(() => first.innerText()).toContain(title);
      expect(await first.innerText()).toContain("Would recommend");
      expect(await first.innerText()).not.toContain("Verified Purchase");
      expect(await page.getByLabel("Name").inputValue()).toBe("");
      expect(await page.getByLabel("4 stars").isChecked()).toBe(false);
      await expect
        .poll(() => page.getByText("Review submitted successfully!").isVisible(), { timeout: 5000 })
        .toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("checks the form again on the server (without JavaScript)", async () => {
      const { context, page } = await newPage(browser, { javaScriptEnabled: false });
      await page.goto("/review");
      await page.getByLabel("Email").fill("bad@");
      await page.getByRole("button", { name: "Submit Review" }).click();
      await page.waitForLoadState();
      for (const message of [
        "Please select a rating",
        "Name is required",
        "Email is invalid",
        "Review title is required",
      ]) {
        expect(await page.getByText(message).isVisible(), message).toBe(true);
      }
      await context.close();
    });
  });

  describe("layout", () => {
    it.each([
      ["Blog", "blog", "Please wait, loading Blogs.."],
      ["Nursery", "nursery", "Please wait, loading Nurseries..."],
    ])("shows the loading text while the %s page loads on client navigation", async (link, path, text) => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      await hydrated(page);
      await page.route(`**/${path}.data*`, async (route) => {
        await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link }).click();
      await expect.poll(() => page.getByText(text).isVisible(), { timeout: 1000, interval: 50 }).toBe(true);
      await page.waitForURL(`**/${path}`);
      await expect.poll(() => page.getByText(text).count()).toBe(0);
      await context.close();
    });

    it("scrolls to the top on a route change and back to where it was on Back", async () => {
      const { context, page } = await newPage(browser, { height: 700 });
      await page.goto("/");
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const bottom = await page.evaluate(() => window.scrollY);
      await page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Nursery" }).click();
      await page.waitForURL("**/nursery");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
      await context.close();
    });
  });

  describe.each(["light", "dark"] as const)("accessibility in %s", (colorScheme) => {
    it.each(["/", "/about", "/blog", "blog page", "/nursery", "/review"])(
      "%s has no serious violations",
      async (path) => {
        const { context, page } = await newPage(browser, { colorScheme });
        await page.goto(path === "blog page" ? `/blog/${blog.slug}` : path);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await context.close();
      },
    );
  });
});
