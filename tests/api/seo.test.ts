import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { pageBuild } from "#tests/support/pages.ts";

describe.each(DATABASE_KINDS)("robots.txt and sitemap.xml on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const origin = () => t.config.publicUrl;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  it("robots.txt allows the shop, keeps private pages out and names the sitemap", async () => {
    const res = await api.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("cache-control")).toContain("max-age");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/profile", "/admin", "/checkout", "/ordersummary"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it("sitemap.xml lists the public pages, every product and every blog with lastmod", async () => {
    const res = await api.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("max-age");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = ["/", "/plants", "/blog", "/nursery", "/review", "/about"];
    pages.push("/shipping", "/returns", "/terms", "/privacy", "/contact");
    for (const page of pages) {
      expect(locs).toContain(`${origin()}${page}`);
    }
    // Each category's page of the finder is its own canonical address.
    const categories = await t.db.selectFrom("categories").select("slug").execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const c of categories) pages.push(`/plants?category=${c.slug}`);
    for (const page of pages.slice(-categories.length)) expect(locs).toContain(`${origin()}${page}`);
    const products = await t.db.selectFrom("products").select(["slug", "updated_at"]).execute();
    const blogs = await t.db.selectFrom("blogs").select("slug").execute();
    expect(products.length).toBeGreaterThanOrEqual(100);
    for (const p of products) expect(locs).toContain(`${origin()}/plant/${p.slug}`);
    for (const b of blogs) expect(locs).toContain(`${origin()}/blog/${b.slug}`);
    expect(locs).toHaveLength(pages.length + products.length + blogs.length);
    const tulsi = products.find((p) => p.slug === "tulsi-holy-basil")!;
    expect(xml).toContain(`<loc>${origin()}/plant/tulsi-holy-basil</loc><lastmod>${tulsi.updated_at}</lastmod>`);
    expect(xml).not.toContain("/profile");
  });

  it("sitemap.xml offers every page in English and in Hindi (hreflang alternates)", async () => {
    const xml = await (await api.request("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = /<url><loc>[^<]+\/plant\/tulsi-holy-basil<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? "";
    for (const [hreflang, query] of [
      ["en", "?lang=en"],
      ["hi", "?lang=hi"],
      ["x-default", ""],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin()}/plant/tulsi-holy-basil${query}"/>`,
      );
    }
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(xml.match(/hreflang="hi"/g)).toHaveLength(urls);
  });
});

describe.each(DATABASE_KINDS)("absolute links on %s: the shop's PUBLIC_URL, never the request's host", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let plant: string;
  let blog: string;
  const origin = () => t.config.publicUrl;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t, { ui: await pageBuild() });
    plant = (await t.db.selectFrom("products").select("slug").orderBy("slug").executeTakeFirstOrThrow()).slug;
    blog = (await t.db.selectFrom("blogs").select("slug").where("image1", "is not", null).executeTakeFirstOrThrow())
      .slug;
  });
  afterAll(() => t.close());

  it("a page asked for as http://evil.example/… names only the shop, and so does its cached copy", async () => {
    const pages = ["/", "/plants", `/plant/${plant}`, "/blog", `/blog/${blog}`, "/shipping", `/blog/${blog}?lang=hi`];
    for (const path of pages) {
      const forged = await api.request(`http://evil.example${path}`, {
        headers: { "X-Forwarded-Host": "evil.example" },
      });
      expect(forged.status, path).toBe(200);
      const html = await forged.text();
      expect(html, path).not.toContain("evil.example");
      expect(html, path).toContain(origin());
      const cached = await api.request(path);
      expect(cached.headers.get("x-cache"), path).toBe("hit");
      expect(await cached.text(), path).not.toContain("evil.example");
    }
    const article = await (await api.request(`/blog/${blog}`)).text();
    expect(article).toContain(`<meta property="og:url" content="${origin()}/blog/${blog}"/>`);
    expect(article).toMatch(new RegExp(`<meta property="og:image" content="${origin()}/media/[^"]+"/>`));
  });

  it("robots.txt and sitemap.xml asked for as http://evil.example/… name only the shop", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const text = await (await api.request(`http://evil.example${path}`)).text();
      expect(text, path).not.toContain("evil.example");
      expect(text, path).toContain(origin());
    }
  });
});
