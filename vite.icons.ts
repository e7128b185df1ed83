import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { STARS_SYMBOL } from "./app/components/shop/stars-symbol.ts";

/**
 * Icons from one cached sprite: in the production build each lucide icon module becomes
 * `spriteIcon("/assets/icons-<hash>.svg#<name>")` (app/components/ui/sprite-icon.tsx), and the
 * sprite holds a `<symbol>` for every icon the app imports, so a page of 24 product cards
 * carries 24 short `<use>` references instead of 24 copies of the same paths, and the browser
 * keeps the paths once (served immutable, like every file under /assets). Call sites keep
 * importing from "lucide-react"; the rating stars draw theirs from it too (`__ICON_SPRITE__` is
 * its address). The dev server keeps lucide's inline icons: it pre-bundles the package, and
 * loading its 1 600 icon modules one by one would be slow for nothing.
 */

const ICON_FILE = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.js$/;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const EXPORT_LINE = /^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.js';$/gm;
const SPRITE_ICON = resolve("app/components/ui/sprite-icon.tsx");

type IconNode = Array<[string, Record<string, string>]>;

/** The names each source file imports from "lucide-react" (types left out: they draw nothing). */
export function importedIcons(source: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "" && !part.startsWith("type "))
      .map((part) => part.split(/\s+as\s+/)[0]!),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** lucide-react's index: every exported name (aliases too) and the icon file it comes from. */
function iconFiles(indexFile: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(indexFile, "utf8").matchAll(EXPORT_LINE)) {
    for (const name of names!.split(",")) files.set(name.trim().replace(/^default as /, ""), file!);
  }
  return files;
}

const attribute = (name: string, value: string) =>
  ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`;

/** The sprite: one `<symbol>` per icon, its children exactly lucide's (the `<svg>` around each `<use>` sets stroke and fill). */
export async function iconSprite(appDir: string): Promise<{ names: Set<string>; svg: string }> {
  const require = createRequire(import.meta.url);
  const indexFile = require.resolve("lucide-react").replace(/\/cjs\/.*$/, "/esm/lucide-react.js");
  const files = iconFiles(indexFile);
  const imported = new Set(sourceFiles(appDir).flatMap((file) => importedIcons(readFileSync(file, "utf8"))));
  const names = new Set(
    [...imported].flatMap((name) => {
      const file = files.get(name);
      if (file) return [file];
      if (/^Lucide(Icon|Props)$/.test(name)) return [];
      throw new Error(`"${name}" is imported from lucide-react but is no icon of it`);
    }),
  );
  const symbols = await Promise.all(
    [...names].sort().map(async (name) => {
      const file = pathToFileURL(join(dirname(indexFile), "icons", `${name}.js`)).href;
      const { __iconNode } = (await import(file)) as { __iconNode: IconNode };
      const children = __iconNode.map(
        ([tag, attrs]) =>
          `<${tag}${Object.entries(attrs)
            .filter(([key]) => key !== "key")
            .map(([key, value]) => attribute(key, value))
            .join("")}/>`,
      );
      return `<symbol id="${name}" viewBox="0 0 24 24">${children.join("")}</symbol>`;
    }),
  );
  return { names, svg: `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, STARS_SYMBOL].join("")}</svg>` };
}

export function iconSpritePlugin(): Plugin {
  let sprite: { names: Set<string>; svg: string; fileName: string; url: string } | undefined;
  let building = false;
  return {
    name: "vanaushadhi:icon-sprite",
    async config(config, { command }) {
      building = command === "build";
      // The client and server builds scan the same sources, so both name the same file.
      const { names, svg } = await iconSprite(resolve("app"));
      const fileName = `assets/icons-${createHash("sha256").update(svg).digest("base64url").slice(0, 8)}.svg`;
      sprite = { names, svg, fileName, url: `${config.base ?? "/"}${fileName}` };
      return {
        define: { __ICON_SPRITE__: JSON.stringify(sprite.url) },
        // The server build must draw the same <use> the browser hydrates, so it takes the icons
        // through this plugin too, not from node_modules at run time.
        ...(building ? { ssr: { noExternal: ["lucide-react"] } } : {}),
      };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!sprite || req.url !== sprite.url) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(sprite.svg);
      });
    },
    load(id) {
      const icon = ICON_FILE.exec(id.split("?")[0]!);
      if (!icon || !sprite || !building) return undefined;
      return [
        `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};`,
        `export default /* @__PURE__ */ spriteIcon(${JSON.stringify(`${sprite.url}#${icon[1]}`)});`,
      ].join("\n");
    },
    generateBundle(_options, bundle) {
      if (!sprite) return;
      // An icon that reached the pages but not the sprite (imported some way the scan missed) would draw nothing.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const icon = ICON_FILE.exec(id.split("?")[0]!);
          if (icon && module.renderedLength > 0 && !sprite.names.has(icon[1]!)) {
            this.error(`the icon "${icon[1]}" is drawn but missing from the sprite`);
          }
        }
      }
      if (this.environment.config.consumer === "client") {
        this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.svg });
      }
    },
  };
}
