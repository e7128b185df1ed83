import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#domain/markdown.ts";
import { DEMO_POLICIES } from "#server/db/seed/policies.ts";
import { HOSTILE_STRINGS, HTML_PAYLOAD, SCRIPT_BREAKOUT } from "#tests/support/hostile-text.ts";

/** Every tag the renderer may produce, and the only attributes it may carry. */
const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "code",
  "pre",
  "blockquote",
  "hr",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "s",
]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/** Fails unless the HTML holds only allowed tags, whose attributes are harmless and links safe. */
function expectSafe(html: string) {
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `<${name}> in ${html}`).toContain(name!.toLowerCase());
    for (const [, attribute, value] of attributes!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(["href", "rel", "style", "start"], `${attribute} in ${html}`).toContain(attribute);
      if (attribute === "href") expect(value, html).toMatch(SAFE_HREF);
      if (attribute === "style") expect(value, html).toMatch(/^text-align:(left|right|center)$/);
    }
  }
}

describe("Markdown of the policy pages", () => {
  it("keeps h1 for the page: '#' and '##' become h2 and h3, '##' alone stays h2", () => {
    expect(renderMarkdown("## Refunds")).toBe("<h2>Refunds</h2>\n");
    expect(renderMarkdown("### Cards")).toBe("<h3>Cards</h3>\n");
  });

  it("renders headings, lists, tables, emphasis and links", () => {
    const html = renderMarkdown(
      "# Title\n\n## Refunds\n\n- **5–7** working days\n- *UPI*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Contact Us](/contact) · [mail](mailto:care@vanaushadhi.in) · https://www.indiapost.gov.in",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h3>Refunds</h3>");
    expect(html).toContain("<li><strong>5–7</strong> working days</li>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('<a href="/contact">Contact Us</a>');
    expect(html).toContain('<a href="mailto:care@vanaushadhi.in">mail</a>');
    expect(html).toContain('<a href="https://www.indiapost.gov.in" rel="nofollow noopener noreferrer">');
    expectSafe(html);
  });

  it.each([
    ["raw script", "<script>alert(1)</script>"],
    ["raw image with a handler", "<img src=x onerror=alert(1)>"],
    ["raw link", '<a href="javascript:alert(1)">x</a>'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["mixed case", "[click](JaVaScRiPt:alert(1))"],
    ["an entity-encoded scheme", "[click](&#106;avascript:alert(1))"],
    ["a tab inside the scheme", "[click](java\tscript:alert(1))"],
    ["a data: URL", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a vbscript: link", "[click](vbscript:msgbox(1))"],
    ["an autolink", "<javascript:alert(1)>"],
    ["a reference link", "[click][x]\n\n[x]: javascript:alert(1)"],
    ["a protocol-relative link", "[click](//evil.example/x)"],
    ["a picture", "![x](https://evil.example/track.png)"],
    ["a picture with a script URL", "![x](javascript:alert(1))"],
    ["a title breaking out", '[x](/ok "a\\" onmouseover=\\"alert(1))'],
    ["the shared payloads", `${HTML_PAYLOAD}\n\n${SCRIPT_BREAKOUT}`],
  ])("%s never becomes markup that runs", (_name, text) => {
    const html = renderMarkdown(text);
    expectSafe(html);
    expect(html).not.toMatch(/<(script|img|iframe|svg)/i);
    expect(html).not.toMatch(/href="(?!\/|https?:|mailto:|tel:|#)/i);
  });

  it("shows hostile text as text, whatever it is", () => {
    for (const text of HOSTILE_STRINGS) expectSafe(renderMarkdown(text));
    expect(renderMarkdown("<script>alert(1)</script>")).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("renders the demo policies safely, every link inside the shop", () => {
    for (const text of Object.values(DEMO_POLICIES)) {
      const html = renderMarkdown(text);
      expectSafe(html);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g))
        expect(href).toMatch(/^\/(shipping|returns|privacy|contact)$/);
    }
  });
});
