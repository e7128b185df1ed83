import { describe, expect, it } from "vitest";
import { firstClass, indexStylesheet, pageClasses, pageStylesheet } from "#app/lib/page-css.ts";

/** Pieces of Tailwind 4's minified output for app.css, as the build writes them. */
const SHEET = [
  "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-space-y-reverse:0}}}",
  "@layer theme{:root,:host{--color-leaf-500:#4f8f4a;--animate-spin:spin 1s linear infinite}}",
  "@layer base{*,:after,:before{box-sizing:border-box}html.dark{background-color:var(--color-night)}}",
  "@layer components;",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".mt-0\\.5{margin-top:calc(var(--spacing)*.5)}",
  ".top-1\\/2{top:50%}",
  ".translate-x-1{--tw-translate-x:calc(var(--spacing)*1);translate:var(--tw-translate-x)var(--tw-translate-y)}",
  ".animate-spin{animation:var(--animate-spin)}",
  ":where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(var(--spacing)*2)}",
  ".\\[\\&_td\\]\\:p-3 td{padding:calc(var(--spacing)*3)}",
  ".\\[\\&\\>\\:first-child\\]\\:mt-0>:first-child{margin-top:0}",
  ".data-\\[state\\=active\\]\\:bg-white[data-state=active]{background-color:#fff}",
  ".dark\\:bg-night:where(.dark,.dark *){background-color:var(--color-night)}",
  ".dark\\:aria-invalid\\:border-red:where(.dark,.dark *)[aria-invalid=true]{border-color:red}",
  ".peer-focus-visible\\:outline-2:is(:where(.peer):focus-visible~*){outline-width:2px}",
  '.\\[content\\:\\"a\\.b\\"\\]{content:"a.b{"}',
  "@media(hover:hover){.hover\\:underline:hover{text-decoration-line:underline}",
  ".group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}}",
  "@media(min-width:48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}",
  "@media(min-width:48rem){@supports (color:color-mix(in lab,red,red)){.md\\:dark\\:ring-white\\/10:where(.dark,.dark *){--tw-ring-color:color-mix(in oklab,#fff 10%,transparent)}}}",
  "@media(min-width:96rem){.\\32 xl\\:grid{display:grid}}",
  "}",
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2")}',
  ":lang(hi)[class*=tracking-]{letter-spacing:normal}",
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "@keyframes ping{75%,to{opacity:0}}",
].join("");

const index = indexStylesheet(SHEET);
const forPage = (...classes: string[]) => pageStylesheet(index, new Set(classes));

describe("a page's stylesheet", () => {
  it("keeps everything outside the utilities layer, and only the utilities the page names", () => {
    const css = forPage("flex");
    expect(css).toContain("@layer properties{");
    expect(css).toContain("@layer theme{:root,:host{--color-leaf-500:#4f8f4a;");
    expect(css).toContain("@layer base{*,:after,:before{box-sizing:border-box}html.dark{");
    expect(css).toContain("@layer components;");
    expect(css).toContain("@layer utilities{.flex{display:flex}}");
    expect(css).not.toContain(".hidden");
    expect(css).toContain("@font-face{font-family:Inter Variable");
    expect(css).toContain(":lang(hi)[class*=tracking-]{letter-spacing:normal}");
  });

  it("reads escaped class names: fractions, arbitrary variants and values, digits", () => {
    expect(forPage("mt-0.5")).toContain(".mt-0\\.5{");
    expect(forPage("top-1/2")).toContain(".top-1\\/2{top:50%}");
    expect(forPage("[&_td]:p-3")).toContain(".\\[\\&_td\\]\\:p-3 td{");
    expect(forPage("[&>:first-child]:mt-0")).toContain(">:first-child{margin-top:0}");
    expect(forPage("data-[state=active]:bg-white")).toContain("[data-state=active]{background-color:#fff}");
    expect(forPage('[content:"a.b"]')).toContain('{content:"a.b{"}');
    expect(forPage("2xl:grid")).toContain("@media(min-width:96rem){.\\32 xl\\:grid{display:grid}}");
    expect(forPage("flex")).not.toContain("2xl");
  });

  it("keeps variants by the utility's own class: dark, aria, peer, group, hover, breakpoints", () => {
    // `dark` is on <html> (set by the theme script, never in the server's HTML), `group` and `peer` elsewhere.
    expect(forPage("dark:bg-night")).toContain(".dark\\:bg-night:where(.dark,.dark *){");
    expect(forPage("dark:aria-invalid:border-red")).toContain("[aria-invalid=true]{border-color:red}");
    expect(forPage("peer-focus-visible:outline-2")).toContain(":is(:where(.peer):focus-visible~*){outline-width:2px}");
    expect(forPage("group-hover:scale-105")).toBe(forPage("group-hover:scale-105", "group"));
    expect(forPage("group-hover:scale-105")).toContain(
      "@media(hover:hover){.group-hover\\:scale-105:is(:where(.group):hover *){scale:1.05}}",
    );
    expect(forPage("hover:underline", "group-hover:scale-105")).toContain(
      "@media(hover:hover){.hover\\:underline:hover{text-decoration-line:underline}.group-hover\\:scale-105",
    );
    expect(forPage("md:hidden")).toContain("@media(min-width:48rem){.md\\:hidden{display:none}}");
    expect(forPage("md:dark:ring-white/10")).toContain(
      "@media(min-width:48rem){@supports (color:color-mix(in lab,red,red)){.md\\:dark\\:ring-white\\/10:where(.dark,.dark *){",
    );
    expect(forPage("space-y-2")).toContain(":where(.space-y-2>:not(:last-child)){");
  });

  it("keeps the stylesheet's order, whatever the order of the page's classes", () => {
    const css = forPage("md:flex", "hidden", "flex", "md:hidden");
    expect(css.indexOf(".flex{")).toBeLessThan(css.indexOf(".hidden{"));
    expect(css.indexOf(".hidden{")).toBeLessThan(css.indexOf(".md\\:flex{"));
    expect(css).toContain("@media(min-width:48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}");
  });

  it("keeps the @property and @keyframes rules the kept rules name, and no others", () => {
    const plain = forPage("flex");
    // The theme names `spin` (--animate-spin); Tailwind's list of every property's initial value names none.
    expect(plain).toContain("@keyframes spin{");
    expect(plain).not.toContain("@keyframes ping");
    expect(plain).not.toContain("@property");
    const moved = forPage("translate-x-1");
    expect(moved).toContain("@property --tw-translate-x{");
    expect(moved).not.toContain("@property --tw-space-y-reverse");
    expect(forPage("space-y-2")).toContain("@property --tw-space-y-reverse{");
  });

  it("keeps every utility for a page naming every class", () => {
    const css = pageStylesheet(index, new Set(index.byClass.keys()));
    for (const utility of index.utilities) expect(css).toContain(utility.text);
    expect(index.utilities).toHaveLength(20);
  });
});

describe("a page's classes", () => {
  it("are the tokens of its class attributes, HTML entities resolved", () => {
    const html =
      '<html lang="en"><body class="flex min-h-dvh"><div class="[&amp;_td]:p-3 data-[state=active]:bg-white"><p data-class="x" class="md:flex  hidden">a class=&quot;fake&quot;</p></div></body></html>';
    expect([...pageClasses(html)].sort()).toEqual(
      ["[&_td]:p-3", "data-[state=active]:bg-white", "flex", "hidden", "md:flex", "min-h-dvh"].sort(),
    );
  });
});

describe("the first class of a selector", () => {
  it.each([
    [".md\\:flex", "md:flex"],
    [".group-hover\\:underline:is(:where(.group):hover *)", "group-hover:underline"],
    [":where(.space-y-2>:not(:last-child))", "space-y-2"],
    ['[data-x="a.b"] .c', "c"],
    [".\\31 0\\/12", "10/12"],
    ["*,:before,:after", undefined],
  ])("%s → %s", (selector, name) => {
    expect(firstClass(selector)).toBe(name);
  });
});
