/**
 * The stylesheet rules one page uses: Tailwind's utilities whose class is in the page's `class`
 * attributes, with everything outside the utilities layer (theme, base, font faces) kept whole.
 * The server inlines these in the page's head (entry.server.tsx) and the browser loads the whole
 * stylesheet after hydrating (entry.client.tsx), for the pages and dialogs it renders later.
 *
 * The stylesheet is indexed once (class → rules); a page then costs a look-up per class it holds.
 * Reads Tailwind's minified output: no comments inside rules, nesting lowered into plain rules
 * inside at-rules (`@media(hover:hover){.group-hover\:underline:is(…){…}}`).
 */

/** A style rule of the utilities layer, with the at-rules around it (outermost first). */
interface Utility {
  text: string;
  within: readonly string[];
  /** The `@property`/`@keyframes` definitions it names. */
  needs: readonly number[];
}

/**
 * Text outside the utilities layer, kept on every page in its place, with the definitions it
 * names (none for Tailwind's list of every custom property's initial value, `@layer properties`,
 * which names them all).
 */
type Piece = { kept: string; needs: readonly number[] } | { utility: number };

export interface StylesheetIndex {
  pieces: readonly Piece[];
  utilities: readonly Utility[];
  /** The utilities each class token selects (its own rules, its variants' rules). */
  byClass: ReadonlyMap<string, readonly number[]>;
  /** Utilities whose selector names no class: kept on every page. */
  always: readonly number[];
  /** `@property` and `@keyframes` rules, kept when the page's other rules name what they define. */
  definitions: readonly string[];
}

/** Where the block opened at `open` (a `{`) closes: the index of its `}`; strings and escapes skipped. */
function closing(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = endOfString(css, i);
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i;
  }
  return css.length - 1;
}

function endOfString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === quote) return i;
  }
  return css.length - 1;
}

/** Where the next `{` or `;` outside strings is, from `from`. */
function nextBrace(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const char = css[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = endOfString(css, i);
    else if (char === "{" || char === ";") return i;
  }
  return css.length;
}

/** The rules of a block's body, each with its prelude and body, or a bare statement (`@layer a, b;`). */
function* rulesOf(css: string, from: number, to: number): Generator<{ prelude: string; body?: [number, number] }> {
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(css[i]!)) i++;
    if (i >= to) return;
    if (css.startsWith("/*", i)) {
      const end = css.indexOf("*/", i + 2);
      i = end < 0 ? to : end + 2;
      continue;
    }
    const brace = nextBrace(css, i);
    if (brace >= to || css[brace] === ";") {
      yield { prelude: css.slice(i, Math.min(brace, to)).trim() };
      i = brace + 1;
      continue;
    }
    const end = closing(css, brace);
    yield { prelude: css.slice(i, brace).trim(), body: [brace + 1, end] };
    i = end + 1;
  }
}

const HEX_ESCAPE = /^[0-9a-fA-F]{1,6}/;

/**
 * The first class a selector names (unescaped: `.md\:flex` → `md:flex`), at any depth: Tailwind
 * writes a utility's own class first (`.group-hover\:x:is(:where(.group):hover *)`,
 * `:where(.space-y-2>:not(:last-child))`, `:is(.\*\:p-2>*)`). Attribute selectors are skipped
 * (`[data-x="a.b"]`). Undefined when it names none.
 */
export function firstClass(selector: string): string | undefined {
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") i++;
    else if (char === "[") {
      while (i < selector.length && selector[i] !== "]") {
        if (selector[i] === '"' || selector[i] === "'") i = endOfString(selector, i);
        else if (selector[i] === "\\") i++;
        i++;
      }
    } else if (char === ".") return identifierAt(selector, i + 1);
  }
  return undefined;
}

/** A CSS identifier starting at `start`, its escapes resolved (`\:` → `:`, `\31 0` → `10`). */
function identifierAt(selector: string, start: number): string {
  let name = "";
  for (let i = start; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") {
      const hex = HEX_ESCAPE.exec(selector.slice(i + 1, i + 7))?.[0];
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex, 16));
        i += hex.length;
        if (/\s/.test(selector[i + 1] ?? "")) i++;
      } else {
        name += selector[i + 1] ?? "";
        i++;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f) name += char;
    else break;
  }
  return name;
}

/** A selector list split at its top-level commas (`a,:where(b,c)` → `a`, `:where(b,c)`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === "\\") i++;
    else if (char === '"' || char === "'") i = endOfString(list, i);
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const DEFINITION = /^@(?:property|keyframes)\s+([\w-]+)/;

/** Indexes a compiled stylesheet once; `pageStylesheet` then picks one page's rules from it. */
export function indexStylesheet(css: string): StylesheetIndex {
  const top = [...rulesOf(css, 0, css.length)];
  const definitions: string[] = [];
  const definedBy = new Map<string, number>();
  for (const { prelude, body } of top) {
    const name = body && DEFINITION.exec(prelude)?.[1];
    if (!name) continue;
    definedBy.set(name, definitions.length);
    definitions.push(`${prelude}{${css.slice(...body)}}`);
  }
  const needs = (text: string) => [
    ...new Set((text.match(/[\w-]+/g) ?? []).flatMap((word) => definedBy.get(word) ?? [])),
  ];

  const pieces: Piece[] = [];
  const utilities: Utility[] = [];
  const byClass = new Map<string, number[]>();
  const always: number[] = [];
  const keep = (kept: string, names = true) => pieces.push({ kept, needs: names ? needs(kept) : [] });
  const addUtility = (prelude: string, body: [number, number], within: readonly string[]) => {
    const index = utilities.length;
    const text = `${prelude}{${css.slice(...body)}}`;
    utilities.push({ text, within, needs: needs(text) });
    pieces.push({ utility: index });
    const classes = new Set(selectorsOf(prelude).map(firstClass));
    if (classes.has(undefined)) always.push(index);
    for (const name of classes) if (name !== undefined) byClass.set(name, [...(byClass.get(name) ?? []), index]);
  };
  const walkUtilities = (from: number, to: number, within: readonly string[]) => {
    for (const { prelude, body } of rulesOf(css, from, to)) {
      if (!body) keep(`${prelude};`);
      else if (prelude.startsWith("@")) walkUtilities(body[0], body[1], [...within, prelude]);
      else addUtility(prelude, body, within);
    }
  };

  for (const { prelude, body } of top) {
    if (!body) keep(`${prelude};`);
    else if (DEFINITION.test(prelude)) continue;
    else if (/^@layer\s+utilities$/.test(prelude)) {
      keep("@layer utilities{", false);
      walkUtilities(body[0], body[1], []);
      keep("}", false);
    } else keep(`${prelude}{${css.slice(...body)}}`, !/^@layer\s+properties$/.test(prelude));
  }
  return { pieces, utilities, byClass, always, definitions };
}

/** The class tokens of a page's `class` attributes, entities resolved (`[&amp;_td]:p-3` → `[&_td]:p-3`). */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (let at = html.indexOf(CLASS); at >= 0; at = html.indexOf(CLASS, at)) {
    at += CLASS.length;
    const end = html.indexOf('"', at);
    for (const token of html.slice(at, end).split(" ")) if (token) classes.add(decodeEntities(token));
    at = end;
  }
  return classes;
}

/** How React writes a class attribute: one space between tokens, double quotes. */
const CLASS = ' class="';

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The stylesheet a page with these classes needs, in the stylesheet's own order (the cascade
 * depends on it): the utilities its classes select, every rule outside the utilities layer, and
 * the `@property`/`@keyframes` those name.
 */
export function pageStylesheet(index: StylesheetIndex, classes: ReadonlySet<string>): string {
  const chosen = new Set(index.always);
  for (const name of classes) for (const utility of index.byClass.get(name) ?? []) chosen.add(utility);
  const out: string[] = [];
  const definitions = new Set<number>();
  let open: readonly string[] = [];
  const enter = (within: readonly string[]) => {
    let shared = 0;
    while (shared < open.length && shared < within.length && open[shared] === within[shared]) shared++;
    out.push("}".repeat(open.length - shared), ...within.slice(shared).map((prelude) => `${prelude}{`));
    open = within;
  };
  const write = (text: string, needs: readonly number[]) => {
    out.push(text);
    for (const definition of needs) definitions.add(definition);
  };
  for (const piece of index.pieces) {
    if ("kept" in piece) {
      enter([]);
      write(piece.kept, piece.needs);
    } else if (chosen.has(piece.utility)) {
      const utility = index.utilities[piece.utility]!;
      enter(utility.within);
      write(utility.text, utility.needs);
    }
  }
  enter([]);
  for (const definition of [...definitions].sort((a, b) => a - b)) out.push(index.definitions[definition]!);
  return out.join("");
}
