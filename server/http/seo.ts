import { Hono } from "hono";
import { languageAlternates } from "#domain/i18n/languages.ts";
import { type SitemapEntry, sitemapEntries } from "#server/features/catalogue/sitemap.ts";
import type { Shop } from "#server/shop.ts";

/** Pages that are private to a customer or an admin: nothing there for a search engine. */
const PRIVATE_PATHS = ["/profile", "/admin", "/checkout", "/ordersummary"];

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

function urlXml(origin: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : "";
  // Each page in each language (?lang=), so search engines show Hindi readers the Hindi page.
  const alternates = languageAlternates(origin, entry.path)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`)
    .join("");
  return `<url><loc>${xmlEscape(origin + entry.path)}</loc>${lastmod}${alternates}</url>\n`;
}

/** URLs per chunk written to the response while the sitemap streams. */
const CHUNK = 500;

/** GET /robots.txt and GET /sitemap.xml, generated from the database with the shop's public address. */
export function seoRoutes(shop: Shop) {
  const origin = shop.config.publicUrl;
  const app = new Hono();

  app.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=86400" },
    ),
  );

  app.get("/sitemap.xml", (c) => {
    const entries = sitemapEntries(shop.db);
    const encoder = new TextEncoder();
    let opened = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let chunk = opened
          ? ""
          : '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
        opened = true;
        for (let i = 0; i < CHUNK; i++) {
          const next = await entries.next();
          if (next.done) {
            controller.enqueue(encoder.encode(`${chunk}</urlset>\n`));
            controller.close();
            return;
          }
          chunk += urlXml(origin, next.value);
        }
        controller.enqueue(encoder.encode(chunk));
      },
      async cancel() {
        await entries.return(undefined);
      },
    });
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });

  return app;
}
