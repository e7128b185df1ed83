import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PRODUCT_DOCS = path.join(ROOT, "docs", "product");

/** Where code lives: its comments and test names cite the product's documentation. */
const CODE_FOLDERS = ["app", "server", "domain", "tests", "e2e", "scripts", "bench"];

/** The two outside documents docs/product replaced; nothing in the repository holds them. */
const OLD_DOCUMENT = /\b(?:SPEC|DECISIONS)\.md\b/g;
/** A citation such as `docs/product/orders.md#order-statuses` (no anchor: the whole file). */
const PRODUCT_CITATION = /docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g;
/** A Markdown link's target and anchor; an empty target is the page itself. */
const MARKDOWN_LINK = /\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g;

interface Citation {
  at: string;
  file: string;
  anchor: string | undefined;
}

function filesUnder(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const codeFiles = () => CODE_FOLDERS.flatMap(filesUnder);
const markdownFiles = () => [path.join(ROOT, "README.md"), ...filesUnder("docs").filter((f) => f.endsWith(".md"))];

/** GitHub's heading anchor: lower case, punctuation but `-` and `_` dropped, each space a hyphen. */
function slug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*]/g, "")
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** A Markdown file's anchors; a repeated heading gets `-1`, `-2`… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    anchors.add(repeats ? `${base}-${repeats}` : base);
  }
  return anchors;
}

/** Every line of `text` that names one of the old documents, as `where:line`. */
function oldDocumentMentions(where: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => (line.match(OLD_DOCUMENT) ? [`${where}:${i + 1}: ${line.trim()}`] : []));
}

/** The docs/product files and anchors `text` cites, written out or (in Markdown at `file`) as links. */
function citationsIn(file: string, text: string): Citation[] {
  const where = path.relative(ROOT, file);
  return text.split("\n").flatMap((line, i) => {
    const at = `${where}:${i + 1}`;
    const written = [...line.matchAll(PRODUCT_CITATION)].map((m) => ({
      at,
      file: path.join(PRODUCT_DOCS, m[1]!),
      anchor: m[2],
    }));
    if (!file.endsWith(".md")) return written;
    const linked = [...line.matchAll(MARKDOWN_LINK)]
      .filter((m) => !/^[a-z]+:/i.test(m[1]!))
      .map((m) => ({ at, file: m[1] ? path.resolve(path.dirname(file), m[1]) : file, anchor: m[2] }))
      .filter((c) => c.file.startsWith(PRODUCT_DOCS + path.sep) && c.file.endsWith(".md"));
    return [...written, ...linked];
  });
}

/** The citations whose file or heading does not exist, as `where → file#anchor`. */
function brokenCitations(citations: Citation[], readDoc: (file: string) => string | null): string[] {
  const anchors = new Map<string, Set<string> | null>();
  return citations.flatMap(({ at, file, anchor }) => {
    if (!anchors.has(file)) {
      const text = readDoc(file);
      anchors.set(file, text === null ? null : anchorsOf(text));
    }
    const known = anchors.get(file);
    const ok = known && (anchor === undefined || known.has(anchor));
    return ok ? [] : [`${at} → ${path.relative(ROOT, file)}${anchor ? `#${anchor}` : ""}`];
  });
}

const readDoc = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : null);

describe("citations of the product's documentation", () => {
  it.each([
    ["Order statuses", "order-statuses"],
    ["Online payment (Razorpay)", "online-payment-razorpay"],
    ["Sign-in limits", "sign-in-limits"],
    ["Vanaushadhi: the product", "vanaushadhi-the-product"],
    ["`lang` and [Hindi](language.md)", "lang-and-hindi"],
  ])("slugs the heading %j as GitHub does", (heading, anchor) => {
    expect(slug(heading)).toBe(anchor);
  });

  it("catches a planted mention of the old documents", () => {
    const planted = `/** As ${["SPEC", "md"].join(".")} section 6 and ${["DECISIONS", "md"].join(".")} 4 say. */`;
    expect(oldDocumentMentions("planted.ts", `const x = 1;\n${planted}\n`)).toEqual([`planted.ts:2: ${planted}`]);
  });

  it("catches a planted citation of a heading or file that does not exist", () => {
    // Put together here, so that this file does not itself cite what does not exist.
    const docs = ["docs", "product"].join("/");
    const planted = [
      `/** ${docs}/orders.md#order-statuses holds; ${docs}/orders.md#no-such-heading does not. */`,
      `/** Nor does ${docs}/no-such-page.md. */`,
    ].join("\n");
    const citations = citationsIn(path.join(ROOT, "server", "planted.ts"), planted);
    expect(citations).toHaveLength(3);
    expect(brokenCitations(citations, readDoc)).toEqual([
      `server/planted.ts:1 → ${docs}/orders.md#no-such-heading`,
      `server/planted.ts:2 → ${docs}/no-such-page.md`,
    ]);
  });

  it("catches a planted Markdown link to a heading that does not exist", () => {
    const planted = "See [stock](product/orders.md#stock), [gone](product/orders.md#gone) and [elsewhere](gst.md#x).";
    const citations = citationsIn(path.join(ROOT, "docs", "planted.md"), planted);
    const gone = ["docs", "product", "orders.md#gone"].join("/");
    expect(brokenCitations(citations, readDoc)).toEqual([`docs/planted.md:1 → ${gone}`]);
  });

  it("finds no mention of the old documents in the code", () => {
    const mentions = codeFiles().flatMap((file) =>
      oldDocumentMentions(path.relative(ROOT, file), readFileSync(file, "utf8")),
    );
    expect(mentions).toEqual([]);
  });

  it("finds every cited docs/product file and heading", () => {
    const citations = [...codeFiles(), ...markdownFiles()].flatMap((file) =>
      citationsIn(file, readFileSync(file, "utf8")),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(brokenCitations(citations, readDoc)).toEqual([]);
  });
});
