import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type LanguageEnv, pageLanguage } from "#server/http/language.ts";
import { createResponseCache } from "#server/cache/response-cache.ts";
import type { SecurityEnv } from "#server/http/security.ts";

/** A page that says which language it was rendered in, behind the language choice and the cache. */
function pageApp() {
  const app = new Hono<SecurityEnv & LanguageEnv>();
  let renders = 0;
  app.use(async (c, next) => {
    c.set("nonce", "n".repeat(22));
    await next();
  });
  app.use(pageLanguage(), createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 }).middleware);
  app.get("/plants", (c) => c.html(`<html lang="${c.get("language")}">render ${++renders}</html>`));
  return { app, renders: () => renders };
}

const lang = async (res: Response) => /lang="(\w+)"/.exec(await res.text())?.[1];

describe("the page's language", () => {
  it("follows Accept-Language on a first visit, and sets no cookie for it", async () => {
    const { app } = pageApp();
    const res = await app.request("/plants", { headers: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" } });
    expect(await lang(res)).toBe("hi");
    expect(res.headers.get("content-language")).toBe("hi");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await lang(await app.request("/plants", { headers: { "Accept-Language": "en-GB" } }))).toBe("en");
  });

  it("is chosen by ?lang= on any URL and kept in the lang cookie for a year", async () => {
    const { app } = pageApp();
    const res = await app.request("/plants?lang=hi", { headers: { "Accept-Language": "en" } });
    expect(await lang(res)).toBe("hi");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=hi;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("is read from the cookie over the browser's wish, and the query over the cookie", async () => {
    const { app } = pageApp();
    expect(await lang(await app.request("/plants", { headers: { Cookie: "lang=hi", "Accept-Language": "en" } }))).toBe(
      "hi",
    );
    const back = await app.request("/plants?lang=en", { headers: { Cookie: "lang=hi" } });
    expect(await lang(back)).toBe("en");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);
    // Asking again for the language already kept writes no cookie.
    expect(
      (await app.request("/plants?lang=en", { headers: { Cookie: "lang=en" } })).headers.get("set-cookie"),
    ).toBeNull();
  });

  it("ignores a language the shop does not speak", async () => {
    const { app } = pageApp();
    const res = await app.request("/plants?lang=fr", { headers: { Cookie: "lang=<b>", "Accept-Language": "en" } });
    expect(res.status).toBe(200);
    expect(await lang(res)).toBe("en");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("keeps one cached page per language: a Hindi reader never gets the English page, nor the reverse", async () => {
    const { app, renders } = pageApp();
    const english = await (await app.request("/plants")).text();
    const hindi = await (await app.request("/plants", { headers: { Cookie: "lang=hi" } })).text();
    expect(english).toContain('lang="en"');
    expect(hindi).toContain('lang="hi"');
    expect(renders()).toBe(2);
    expect(await (await app.request("/plants", { headers: { "Accept-Language": "hi" } })).text()).toBe(hindi);
    expect(await (await app.request("/plants")).text()).toBe(english);
    expect(renders()).toBe(2);
  });

  it("sets the cookie on a cached answer too, and tells shared caches what the page varies on", async () => {
    const { app } = pageApp();
    await app.request("/plants?lang=hi", { headers: { Cookie: "lang=hi" } });
    const res = await app.request("/plants?lang=hi");
    expect(res.headers.get("set-cookie")).toMatch(/^lang=hi;/);
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    expect(res.headers.get("vary")).toMatch(/Accept-Language/);
  });
});
