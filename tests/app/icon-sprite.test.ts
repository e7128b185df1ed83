import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importedIcons, iconSprite } from "../../vite.icons.ts";

describe("the icon sprite (vite.icons.ts)", () => {
  it("reads the icons a module imports: several lines, renamed, types left out", () => {
    const source = `import { type LucideIcon, Leaf,\n  ShoppingBag as Bag,\n} from "lucide-react";\nimport { X } from 'lucide-react';\nimport { Link } from "react-router";`;
    expect(importedIcons(source)).toEqual(["Leaf", "ShoppingBag", "X"]);
  });

  it("holds each icon the app imports once, under lucide's file name, aliases resolved, with lucide's own paths", async () => {
    const { names, svg } = await iconSprite("app");
    // CheckCircle2 and CircleCheck are one icon.
    expect(names).toContain("circle-check");
    expect(names).not.toContain("check-circle-2");
    expect(names).toContain("book-open");
    // …and the rating's five stars.
    expect(svg.match(/<symbol /g)).toHaveLength(names.size + 1);
    expect(svg).toContain('<symbol id="stars" viewBox="0 0 120 24">');
    const lucide = readFileSync("node_modules/lucide-react/dist/esm/icons/book-open.js", "utf8");
    const paths = [...lucide.matchAll(/d: "([^"]+)"/g)].map((m) => `<path d="${m[1]}"/>`).join("");
    expect(svg).toContain(`<symbol id="book-open" viewBox="0 0 24 24">${paths}</symbol>`);
    // Nothing lucide draws on the <svg> around each <use> (stroke, fill, sizes) is fixed in the symbols.
    expect(svg).not.toMatch(/<symbol[^>]*(stroke|fill|width)=/);
  });
});
