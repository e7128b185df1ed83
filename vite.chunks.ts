import { dirname, resolve } from "node:path";
import type { GetManualChunk, ManualChunkMeta } from "rollup";
import { TEXT_GROUPS } from "./domain/i18n/text-groups.ts";

/**
 * How the client build groups its modules into files. Each response costs its headers too
 * (~0.6 KB, which Lighthouse counts), more than many of Rollup's small shared chunks weigh, so:
 * - `shell`: every module the entry and the root route import, which every page loads anyway
 *   (React, React Router, the header and footer, the translator); Rollup names it after the entry;
 * - `storefront`: what the landing pages (home, plants, a plant) share with other routes;
 * - `finder`: what of that only the catalogue uses (with search): the home and product pages,
 *   which have no finder, leave it out (5 KB brotli, a tenth of their own code). Splitting the
 *   rest by page too saved each page under 1 KB for one file more, which costs more than that
 *   on a phone's few connections.
 * - `texts-<language>-<group>`: a language's catalogue namespaces, by the pages that read them.
 * A route's own modules stay in its route chunk.
 */

const NAMESPACE_MODULE = /\/domain\/i18n\/(en|hi)\/(\w+)\.ts$/;
const SHELL = [/\/app\/entry\.client\.tsx$/, /\/app\/root\.tsx\?__react-router-build-client-route$/];
const ROUTE = /\?__react-router-build-client-route$/;
const STOREFRONT = /\/app\/routes\/(home|plants|plant)\.tsx\?/;
const CATALOGUE = /\/app\/routes\/plants\.tsx\?/;
/** The icon library's index re-exports every icon: a module's imports through it are only the icons it names. */
const ICON_INDEX = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.js$/;
const ICON_MODULE = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[\w-]+\.js$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

function importsOf({ getModuleInfo }: ManualChunkMeta, id: string, icons: Map<string, string>): string[] {
  const info = getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    if (!ICON_INDEX.test(imported)) return [imported];
    if (icons.size === 0) {
      for (const [source, names] of Object.entries(getModuleInfo(imported)?.exportedBindings ?? {})) {
        for (const name of names) icons.set(name, resolve(dirname(imported), source));
      }
    }
    const named = [...(info.code ?? "").matchAll(ICON_IMPORT)].flatMap((match) =>
      match[1]!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!),
    );
    return named.flatMap((name) => icons.get(name) ?? []);
  });
}

/** The modules `from` imports, directly or not (static imports only), short of `stop`. */
function graph(meta: ManualChunkMeta, from: string, icons: Map<string, string>, stop = new Set<string>()) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id)) return;
    seen.add(id);
    for (const imported of importsOf(meta, id, icons)) visit(imported);
  };
  visit(from);
  return seen;
}

function groups(meta: ManualChunkMeta) {
  const icons = new Map<string, string>();
  const ids = [...meta.getModuleIds()];
  const shell = new Set(
    ids.filter((id) => SHELL.some((entry) => entry.test(id))).flatMap((id) => [...graph(meta, id, icons)]),
  );
  const routes = new Map<string, string[]>();
  for (const route of ids.filter((id) => ROUTE.test(id) && !shell.has(id))) {
    for (const id of graph(meta, route, icons, shell)) {
      if (id !== route) routes.set(id, [...(routes.get(id) ?? []), route]);
    }
  }
  const onStorefront = (id: string) => (routes.get(id) ?? []).some((route) => STOREFRONT.test(route));
  const storefront = new Set(
    [...routes.keys()].filter((id) => onStorefront(id) && (routes.get(id)!.length > 1 || ICON_MODULE.test(id))),
  );
  return { shell, storefront, routes };
}

/** A module the landing pages share with other routes: in `finder` when only the catalogue among them uses it. */
function storefrontChunk(routes: string[]): string {
  const landing = routes.filter((route) => STOREFRONT.test(route));
  return landing.every((route) => CATALOGUE.test(route)) ? "finder" : "storefront";
}

/**
 * Rollup moves whatever a manual chunk's modules import, through the icon index too, into that
 * chunk unless it has a chunk of its own: every icon outside the shell and the storefront gets
 * one, shared by the icons the same routes use (as Rollup would have split them).
 */
function iconChunk(routes: string[] | undefined, names: Map<string, string>): string {
  const key = (routes ?? []).sort().join();
  if (!names.has(key)) names.set(key, `icons-${names.size + 1}`);
  return names.get(key)!;
}

export function clientChunks(): GetManualChunk {
  let found: ReturnType<typeof groups> | undefined;
  const iconChunks = new Map<string, string>();
  return (id, meta) => {
    const namespace = NAMESPACE_MODULE.exec(id);
    const group = namespace && TEXT_GROUPS[namespace[2]!];
    if (group && meta.getModuleInfo(id)?.importers.length === 0) return `texts-${namespace[1]}-${group}`;
    found ??= groups(meta);
    if (found.shell.has(id)) return "shell";
    if (found.storefront.has(id)) return storefrontChunk(found.routes.get(id)!);
    if (ICON_MODULE.test(id)) return iconChunk(found.routes.get(id), iconChunks);
    return undefined;
  };
}
