/**
 * Deterministic SVG illustrations for the demo catalogue.
 *
 * Every function is pure: the same input always gives the same SVG string. Variety
 * comes from a small PRNG seeded with a hash of the slug / name, so each plant gets
 * its own leaf count, angles, greens, pot, pattern and background while staying in
 * the Vanaushadhi palette (leaf #2f6b3a / #4f8f4a, turmeric #d9962b, terracotta
 * #b4532a, paper #faf7f0). Only gradients, paths, basic shapes, clip paths and
 * opacity are used, so librsvg (sharp) renders them exactly like a browser does.
 */
import type { PlantKind } from "#server/db/seed/types.ts";
import type { Figure } from "#server/features/content/site-pictures.ts";

/** Herbal products drawn next to (or instead of) the living plant. */
export type ProductForm = "oil" | "tea" | "powder";

type Rng = () => number;
type Pt = readonly [number, number];

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h1 = 0xdeadbeef ^ s.length;
  let h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

function makeRng(seed: string): Rng {
  let a = hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = (r: Rng, a: number, b: number): number => a + (b - a) * r();
const randInt = (r: Rng, a: number, b: number): number => Math.min(b, Math.floor(rand(r, a, b + 1)));

function pick<T>(r: Rng, items: readonly T[]): T {
  const v = items[Math.floor(r() * items.length)];
  if (v === undefined) throw new Error("pick from an empty list");
  return v;
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Number with at most one decimal, to keep the SVG small. */
const n = (x: number): string => String(Math.round(x * 10) / 10);
const rad = (deg: number): number => (deg * Math.PI) / 180;
/** Unit vector for an angle in degrees measured clockwise from "up". */
const dir = (deg: number): Pt => [Math.sin(rad(deg)), -Math.cos(rad(deg))];

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
const darken = (c: string, t: number): string => mix(c, "#14201a", t);

function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function qPoint(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

/** Angle (clockwise from up) of the tangent of a quadratic curve. */
function qAngle(p0: Pt, p1: Pt, p2: Pt, t: number): number {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

/** Collects <defs> and hands out ids unique within one SVG document. */
class Doc {
  private defs: string[] = [];
  private next = 0;
  constructor(readonly r: Rng) {}

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** stops: [offset, colour, opacity?]; returns a `url(#…)` paint. */
  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Adds a raw definition (e.g. a shape reused with <use>). */
  def(xml: string): void {
    this.defs.push(xml);
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A leaf paint split along the midrib: darker left half, lighter right half. */
  leafPaint(dark: string, light: string): string {
    return this.linear(
      [
        [0, dark],
        [0.5, dark],
        [0.5, light],
        [1, light],
      ],
      0,
      0,
      1,
      0,
    );
  }

  svg(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

function stopsXml(stops: readonly (readonly [number, string, number?])[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const PAPER = "#faf7f0";
const TURMERIC = "#d9962b";
const TERRACOTTA = "#b4532a";
const INK = "#1f2a1f";

interface Backdrop {
  bg: string;
  bg2: string;
  back: string;
  table: string;
}

const BACKDROPS: readonly Backdrop[] = [
  { bg: "#faf7f0", bg2: "#f3ecdc", back: "#ede2c8", table: "#e6d8bb" }, // paper & sand
  { bg: "#f4f7ef", bg2: "#e8efe0", back: "#d9e7cf", table: "#d3dfc6" }, // sage
  { bg: "#fcf6e9", bg2: "#f8ebcf", back: "#f4dcac", table: "#ecd5aa" }, // turmeric cream
  { bg: "#fbf3ee", bg2: "#f6e5da", back: "#f1d3c1", table: "#e9d1bf" }, // terracotta blush
  { bg: "#f0f5f2", bg2: "#e2ede7", back: "#cfe3d6", table: "#d1dfd4" }, // mint
  { bg: "#f7f4ea", bg2: "#eeeadb", back: "#e2e7cd", table: "#e1dbc7" }, // linen olive
];

/** [dark, light] pairs around the brand's leaf greens. */
const GREENS: readonly (readonly [string, string])[] = [
  ["#2f6b3a", "#4f8f4a"],
  ["#28603a", "#5a9a55"],
  ["#36733c", "#74a956"],
  ["#285e47", "#4f9072"],
  ["#3a6a2e", "#86b158"],
  ["#2f6b3a", "#68a266"],
  ["#24583a", "#4a8a5c"],
];

interface Greens {
  dark: string;
  mid: string;
  light: string;
  rib: string;
  stem: string;
}

function greensFor(r: Rng, slug: string): Greens {
  let [dark, light] = pick(r, GREENS);
  if (/krishna|shyama/.test(slug)) {
    dark = "#3e3347";
    light = "#6a5270";
  }
  return {
    dark,
    light,
    mid: mix(dark, light, 0.5),
    rib: lighten(light, 0.45),
    stem: darken(dark, 0.1),
  };
}

interface PotStyle {
  base: string;
  light: string;
  dark: string;
  accent: string;
}

const POTS: readonly PotStyle[] = [
  { base: "#b4532a", light: "#d07449", dark: "#873b1b", accent: "#f4e4cf" }, // terracotta
  { base: "#c4774a", light: "#df9c6e", dark: "#99522f", accent: "#2f6b3a" }, // pale terracotta
  { base: "#eee4d0", light: "#fbf6ea", dark: "#cdbd9e", accent: "#b4532a" }, // cream ceramic
  { base: "#d9962b", light: "#efb956", dark: "#ad711a", accent: "#faf7f0" }, // turmeric glaze
  { base: "#9db796", light: "#c0d3b8", dark: "#789374", accent: "#faf7f0" }, // sage glaze
  { base: "#3d5c48", light: "#5a7f64", dark: "#283f31", accent: "#e9c27a" }, // forest glaze
  { base: "#e5cfb9", light: "#f4e7da", dark: "#c4a78b", accent: "#b4532a" }, // blush clay
  { base: "#a9481f", light: "#c8663a", dark: "#7a3214", accent: "#e9c27a" }, // deep terracotta
];

const WOOD = { base: "#c08a55", light: "#d9a977", dark: "#94612f" };

// ---------------------------------------------------------------------------
// Primitive shapes
// ---------------------------------------------------------------------------

/** Ovate leaf pointing "up" from its base; `w` is the half-width. */
function leafD(len: number, w: number, tip = 0.62): string {
  const c = w / 0.75;
  return `M0 0C${n(c)} ${n(-len * 0.18)} ${n(c * 1.04)} ${n(-len * tip)} 0 ${n(-len)}C${n(-c * 1.04)} ${n(-len * tip)} ${n(-c)} ${n(-len * 0.18)} 0 0Z`;
}

function leaf(
  x: number,
  y: number,
  rot: number,
  len: number,
  w: number,
  fill: string,
  rib?: string,
  veins = false,
  tip = 0.62,
): string {
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="${leafD(len, w, tip)}" fill="${fill}"/>`;
  if (rib) {
    let d = `M0 ${n(-len * 0.05)}L0 ${n(-len * 0.86)}`;
    if (veins) {
      for (let i = 0; i < 3; i++) {
        const vy = -len * (0.24 + 0.19 * i);
        const vw = w * (0.62 - i * 0.12);
        d += `M0 ${n(vy)}L${n(vw)} ${n(vy - len * 0.11)}M0 ${n(vy)}L${n(-vw)} ${n(vy - len * 0.11)}`;
      }
    }
    s += `<path d="${d}" stroke="${rib}" stroke-width="${n(Math.max(1.3, len / 70))}" fill="none" stroke-linecap="round" opacity=".55"/>`;
  }
  return `${s}</g>`;
}

/** Heart-shaped leaf hanging from (0,0) along +y (used by vines). */
function heartLeaf(x: number, y: number, rot: number, len: number, fill: string, rib: string): string {
  const w = len * 0.62;
  const d = `M0 0C${n(-w * 0.55)} ${n(-len * 0.22)} ${n(-w * 1.05)} ${n(len * 0.2)} ${n(-w * 0.55)} ${n(len * 0.55)}C${n(-w * 0.3)} ${n(len * 0.78)} ${n(-w * 0.08)} ${n(len * 0.9)} 0 ${n(len)}C${n(w * 0.08)} ${n(len * 0.9)} ${n(w * 0.3)} ${n(len * 0.78)} ${n(w * 0.55)} ${n(len * 0.55)}C${n(w * 1.05)} ${n(len * 0.2)} ${n(w * 0.55)} ${n(-len * 0.22)} 0 0Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="${d}" fill="${fill}"/><path d="M0 ${n(len * 0.06)}L0 ${n(len * 0.86)}" stroke="${rib}" stroke-width="1.6" fill="none" stroke-linecap="round" opacity=".5"/></g>`;
}

function blossom(x: number, y: number, size: number, style: FlowerStyle, color: string, rot: number): string {
  const centre = style.centre;
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">`;
  if (style.kind === "pompom") {
    const rings: readonly [number, number, string][] = [
      [size * 0.78, 14, darken(color, 0.08)],
      [size * 0.56, 11, color],
      [size * 0.34, 8, lighten(color, 0.2)],
    ];
    for (const [rr, count, c] of rings) {
      s += `<g fill="${c}">`;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        s += `<circle cx="${n(Math.cos(a) * rr * 0.72)}" cy="${n(Math.sin(a) * rr * 0.72)}" r="${n(rr * 0.36)}"/>`;
      }
      s += "</g>";
    }
    s += `<circle r="${n(size * 0.14)}" fill="${darken(color, 0.25)}"/>`;
  } else if (style.kind === "rose") {
    s += `<circle r="${n(size * 0.8)}" fill="${darken(color, 0.08)}"/><circle r="${n(size * 0.62)}" fill="${color}"/>`;
    s += `<path d="M${n(-size * 0.45)} ${n(size * 0.05)}A${n(size * 0.46)} ${n(size * 0.46)} 0 0 0 ${n(size * 0.4)} ${n(size * 0.2)}M${n(-size * 0.3)} ${n(-size * 0.1)}A${n(size * 0.3)} ${n(size * 0.3)} 0 0 1 ${n(size * 0.28)} ${n(-size * 0.05)}M${n(-size * 0.14)} ${n(size * 0.08)}A${n(size * 0.16)} ${n(size * 0.16)} 0 0 0 ${n(size * 0.16)} ${n(size * 0.02)}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="${n(size * 0.07)}" stroke-linecap="round" opacity=".7"/>`;
  } else {
    const petals = style.kind === "star" ? 6 : 5;
    const pw = style.kind === "star" ? size * 0.2 : size * 0.36;
    const pl = style.kind === "star" ? size * 0.62 : size * 0.56;
    s += `<g fill="${color}">`;
    for (let i = 0; i < petals; i++) {
      const a = (360 / petals) * i;
      s += `<ellipse cx="0" cy="${n(-pl * 0.82)}" rx="${n(pw)}" ry="${n(pl * 0.85)}" transform="rotate(${n(a)})"/>`;
    }
    s += "</g>";
    s += `<circle r="${n(size * 0.2)}" fill="${lighten(color, 0.35)}" opacity=".7"/>`;
    s += `<circle r="${n(size * 0.11)}" fill="${centre}"/>`;
  }
  return `${s}</g>`;
}

interface FlowerStyle {
  kind: "five" | "star" | "pompom" | "rose";
  centre: string;
}

// ---------------------------------------------------------------------------
// Background and pots
// ---------------------------------------------------------------------------

function background(doc: Doc, bd: Backdrop, tableY = 648): string {
  const r = doc.r;
  const bg = doc.linear([
    [0, bd.bg],
    [1, bd.bg2],
  ]);
  let s = `<rect width="800" height="800" fill="${bg}"/>`;
  const shape = randInt(r, 0, 2);
  const backFill = doc.radial([
    [0, lighten(bd.back, 0.25)],
    [1, bd.back],
  ]);
  if (shape === 0) {
    s += `<circle cx="${n(400 + rand(r, -30, 30))}" cy="${n(rand(r, 330, 380))}" r="${n(rand(r, 270, 310))}" fill="${backFill}"/>`;
  } else if (shape === 1) {
    const w = rand(r, 230, 270);
    s += `<path d="M${n(400 - w)} ${tableY}V${n(360)}A${n(w)} ${n(w)} 0 0 1 ${n(400 + w)} 360V${tableY}Z" fill="${backFill}"/>`;
  } else {
    const cx = 400;
    const cy = 360;
    const pts: Pt[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      const rr = rand(r, 250, 300);
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.95]);
    }
    s += `<path d="${smoothClosed(pts)}" fill="${backFill}"/>`;
  }
  // a few floating dots / seeds as decoration
  const dots = randInt(r, 3, 6);
  for (let i = 0; i < dots; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = 400 + side * rand(r, 250, 350);
    const y = rand(r, 80, 560);
    const c = pick(r, [TURMERIC, "#4f8f4a", TERRACOTTA]);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rand(r, 4, 9))}" fill="${c}" opacity="${n(rand(r, 0.25, 0.5))}"/>`;
  }
  // a faint leaf sprig in one upper corner
  const cornerX = r() < 0.5 ? rand(r, 70, 120) : rand(r, 680, 730);
  const tilt = cornerX < 400 ? rand(r, 20, 45) : rand(r, -45, -20);
  s += sprig(cornerX, rand(r, 120, 200), tilt, rand(r, 70, 100), "#4f8f4a", 0.18);
  // table / ground
  s += `<rect y="${tableY}" width="800" height="${800 - tableY}" fill="${bd.table}"/>`;
  s += `<rect y="${tableY}" width="800" height="6" fill="${darken(bd.table, 0.06)}" opacity=".5"/>`;
  return s;
}

/** Faint line-art sprig used as decoration. */
function sprig(x: number, y: number, rot: number, len: number, color: string, opacity: number): string {
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})" opacity="${opacity}" fill="${color}">`;
  s += `<path d="M0 0Q${n(len * 0.08)} ${n(-len * 0.5)} 0 ${n(-len)}" stroke="${color}" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 4; i++) {
    const t = 0.2 + i * 0.2;
    const side = i % 2 === 0 ? 1 : -1;
    s += `<g transform="translate(0 ${n(-len * t)}) rotate(${side * 50})"><path d="${leafD(len * 0.32, len * 0.09)}"/></g>`;
  }
  s += `<g transform="translate(0 ${n(-len)})"><path d="${leafD(len * 0.3, len * 0.09)}"/></g>`;
  return `${s}</g>`;
}

function smoothClosed(pts: readonly Pt[]): string {
  const m = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const last = pts[pts.length - 1];
  const first = pts[0];
  if (!last || !first) return "";
  const start = m(last, first);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % pts.length];
    if (!p || !q) continue;
    const mid = m(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(mid[0])} ${n(mid[1])}`;
  }
  return `${d}Z`;
}

type PotShape = "classic" | "bowl" | "cylinder" | "tray";

interface Pot {
  shape: PotShape;
  style: PotStyle;
  topW: number;
  botW: number;
  h: number;
  pattern: number;
}

function choosePot(r: Rng, kind: PlantKind, slug: string): Pot {
  let shape: PotShape;
  if (/bonsai/.test(slug)) shape = "tray";
  else if (kind === "succulent") shape = pick(r, ["bowl", "bowl", "classic", "cylinder"] as const);
  else if (kind === "tree") shape = pick(r, ["classic", "cylinder", "classic"] as const);
  else shape = pick(r, ["classic", "classic", "bowl", "cylinder"] as const);
  const style = pick(r, POTS);
  const pattern = randInt(r, 0, 5);
  switch (shape) {
    case "bowl":
      return { shape, style, topW: rand(r, 300, 340), botW: 150, h: rand(r, 150, 170), pattern };
    case "cylinder":
      return { shape, style, topW: rand(r, 230, 255), botW: 0, h: rand(r, 200, 220), pattern };
    case "tray":
      return { shape, style, topW: rand(r, 380, 420), botW: 0, h: 78, pattern: 0 };
    default:
      return { shape, style, topW: rand(r, 265, 290), botW: rand(r, 180, 200), h: rand(r, 190, 210), pattern };
  }
}

/** Returns [behind-plant part (soil), in-front part (pot body)]. */
function drawPot(doc: Doc, pot: Pot, cx: number, ground: number): [string, string] {
  const { style } = pot;
  const top = ground - pot.h;
  const rimH = pot.shape === "classic" ? 38 : pot.shape === "tray" ? 18 : 0;
  const bodyFill = doc.linear(
    [
      [0, style.dark],
      [0.28, style.light],
      [0.62, style.base],
      [1, style.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const hw = pot.topW / 2;
  let body: string;
  if (pot.shape === "bowl") {
    body = `M${n(cx - hw)} ${n(top)}H${n(cx + hw)}C${n(cx + hw)} ${n(top + pot.h * 0.78)} ${n(cx + hw * 0.45)} ${n(ground)} ${n(cx + hw * 0.3)} ${n(ground)}H${n(cx - hw * 0.3)}C${n(cx - hw * 0.45)} ${n(ground)} ${n(cx - hw)} ${n(top + pot.h * 0.78)} ${n(cx - hw)} ${n(top)}Z`;
  } else if (pot.shape === "cylinder") {
    body = `M${n(cx - hw)} ${n(top)}H${n(cx + hw)}V${n(ground - 16)}Q${n(cx + hw)} ${n(ground)} ${n(cx + hw - 16)} ${n(ground)}H${n(cx - hw + 16)}Q${n(cx - hw)} ${n(ground)} ${n(cx - hw)} ${n(ground - 16)}Z`;
  } else if (pot.shape === "tray") {
    body = `M${n(cx - hw)} ${n(top + rimH)}H${n(cx + hw)}L${n(cx + hw - 22)} ${n(ground - 10)}H${n(cx - hw + 22)}Z`;
  } else {
    const bw = pot.botW / 2;
    body = `M${n(cx - hw + 8)} ${n(top + rimH)}H${n(cx + hw - 8)}L${n(cx + bw)} ${n(ground - 10)}Q${n(cx + bw - 2)} ${n(ground)} ${n(cx + bw - 12)} ${n(ground)}H${n(cx - bw + 12)}Q${n(cx - bw + 2)} ${n(ground)} ${n(cx - bw)} ${n(ground - 10)}Z`;
  }
  const shadow = `<ellipse cx="${cx}" cy="${n(ground)}" rx="${n(hw * 1.12)}" ry="16" fill="${INK}" opacity=".12"/>`;
  const soilY = top + (pot.shape === "tray" ? 4 : 2);
  const soil =
    `<ellipse cx="${cx}" cy="${n(soilY)}" rx="${n(hw - 14)}" ry="${pot.shape === "tray" ? 9 : 13}" fill="#4a3222"/>` +
    `<ellipse cx="${n(cx - hw * 0.2)}" cy="${n(soilY - 3)}" rx="${n(hw * 0.35)}" ry="5" fill="#6b4a31" opacity=".7"/>`;

  let front = `<path d="${body}" fill="${bodyFill}"/>`;
  // decoration, clipped to the body
  const clip = doc.clip(`<path d="${body}"/>`);
  const bandY = top + rimH + (pot.h - rimH) * rand(doc.r, 0.3, 0.45);
  const acc = style.accent;
  let deco = "";
  switch (pot.pattern) {
    case 1: // band
      deco = `<rect x="${n(cx - hw)}" y="${n(bandY)}" width="${n(pot.topW)}" height="22" fill="${acc}" opacity=".75"/><rect x="${n(cx - hw)}" y="${n(bandY + 30)}" width="${n(pot.topW)}" height="5" fill="${acc}" opacity=".6"/>`;
      break;
    case 2: {
      // dots
      let d = "";
      for (let x = cx - hw + 18; x < cx + hw; x += 30) d += `<circle cx="${n(x)}" cy="${n(bandY + 10)}" r="6"/>`;
      deco = `<g fill="${acc}" opacity=".8">${d}</g>`;
      break;
    }
    case 3: {
      // zigzag
      let d = `M${n(cx - hw)} ${n(bandY + 16)}`;
      let up = true;
      for (let x = cx - hw + 18; x <= cx + hw + 18; x += 18) {
        d += `L${n(x)} ${n(bandY + (up ? 0 : 16))}`;
        up = !up;
      }
      deco = `<path d="${d}" fill="none" stroke="${acc}" stroke-width="5" stroke-linejoin="round" opacity=".8"/>`;
      break;
    }
    case 4: {
      // vertical ribs
      let d = "";
      for (let x = cx - hw + 22; x < cx + hw; x += 26)
        d += `M${n(x)} ${n(top)}L${n(cx + (x - cx) * 0.72)} ${n(ground)}`;
      deco = `<path d="${d}" stroke="${style.dark}" stroke-width="3" opacity=".28"/>`;
      break;
    }
    case 5: {
      // little leaf motif
      let d = "";
      for (let x = cx - hw + 26; x < cx + hw; x += 44) {
        d += `<g transform="translate(${n(x)} ${n(bandY + 22)}) rotate(-35)"><path d="${leafD(26, 8)}"/></g><g transform="translate(${n(x)} ${n(bandY + 22)}) rotate(35)"><path d="${leafD(26, 8)}"/></g>`;
      }
      deco = `<g fill="${acc}" opacity=".75">${d}</g>`;
      break;
    }
    default:
      break;
  }
  if (deco) front += `<g clip-path="${clip}">${deco}</g>`;
  // soft highlight along the left
  front += `<g clip-path="${clip}"><rect x="${n(cx - hw * 0.62)}" y="${n(top)}" width="${n(hw * 0.16)}" height="${n(pot.h)}" fill="#ffffff" opacity=".12"/></g>`;
  if (rimH > 0) {
    const rimFill = doc.linear(
      [
        [0, style.dark],
        [0.3, lighten(style.light, 0.08)],
        [0.65, style.base],
        [1, style.dark],
      ],
      0,
      0,
      1,
      0,
    );
    front += `<rect x="${n(cx - hw - 6)}" y="${n(top)}" width="${n(pot.topW + 12)}" height="${rimH}" rx="8" fill="${rimFill}"/>`;
    front += `<rect x="${n(cx - hw)}" y="${n(top + rimH - 4)}" width="${n(pot.topW)}" height="5" fill="${style.dark}" opacity=".35"/>`;
  } else {
    front += `<ellipse cx="${cx}" cy="${n(top)}" rx="${n(hw)}" ry="7" fill="${lighten(style.light, 0.1)}" opacity=".6"/>`;
  }
  return [shadow + soil, front];
}

// ---------------------------------------------------------------------------
// Plants by kind. Each returns [behind the pot rim, in front of the pot].
// (ox, oy) is where the stems leave the soil.
// ---------------------------------------------------------------------------

type Parts = [string, string];

function broadleaf(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const paints = [
    doc.leafPaint(g.dark, g.mid),
    doc.leafPaint(g.mid, g.light),
    doc.leafPaint(darken(g.dark, 0.1), g.dark),
  ];
  const count = randInt(r, 6, 9);
  const spread = rand(r, 58, 72);
  const narrow = /mint|pudina|insulin|stevia|patchouli|tulsi/.test(slug) ? 0.7 : rand(r, 0.8, 1.05);
  const scale = rand(r, 0.9, 1.08);
  let stems = "";
  const leaves: { z: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const a = -spread + 2 * spread * t + rand(r, -7, 7);
    const centrality = 1 - Math.abs(t - 0.5) * 2;
    const L = (140 + centrality * 120 + rand(r, -20, 20)) * scale;
    const [dx, dy] = dir(a);
    const bx = ox + rand(r, -26, 26);
    const end: Pt = [bx + dx * L, oy + dy * L];
    const ctrl: Pt = [bx + dx * L * 0.25, oy + dy * L * 0.7];
    stems += `M${n(bx)} ${n(oy)}Q${n(ctrl[0])} ${n(ctrl[1])} ${n(end[0])} ${n(end[1])}`;
    const rot = qAngle([bx, oy], ctrl, end, 1) + rand(r, -8, 8);
    const len = rand(r, 120, 158) * scale * (0.85 + centrality * 0.2);
    const paint = pick(r, paints);
    leaves.push({
      z: centrality + r() * 0.3,
      svg: leaf(end[0], end[1], rot, len, len * 0.3 * narrow, paint, g.rib, true),
    });
    if (r() < 0.65) {
      const tt = rand(r, 0.45, 0.65);
      const p = qPoint([bx, oy], ctrl, end, tt);
      const side = r() < 0.5 ? -1 : 1;
      const l2 = len * rand(r, 0.6, 0.78);
      leaves.push({
        z: centrality - 0.4 + r() * 0.2,
        svg: leaf(p[0], p[1], rot + side * rand(r, 30, 48), l2, l2 * 0.3 * narrow, pick(r, paints), g.rib, true),
      });
    }
  }
  leaves.sort((a, b) => a.z - b.z);
  const back =
    `<path d="${stems}" stroke="${g.stem}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    leaves.map((l) => l.svg).join("");
  return [back, ""];
}

function fineleaf(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const paints = [doc.leafPaint(g.dark, g.mid), doc.leafPaint(g.mid, g.light), doc.leafPaint(g.dark, g.light)];
  const stemsN = randInt(r, 6, 8);
  const spread = rand(r, 50, 62);
  const leafLen = rand(r, 34, 46);
  const leafW = leafLen * rand(r, 0.26, 0.36);
  const pairGap = rand(r, 0.1, 0.13);
  const spikes = /tulsi|basil/.test(slug) || r() < 0.2;
  const spikeColor = /krishna|shyama/.test(slug) ? "#7b5a86" : pick(r, ["#8a6a92", "#6f8f58", "#b48a5a"]);
  const shapeId = doc.id("fl");
  doc.def(`<path id="${shapeId}" d="${leafD(leafLen, leafW)}"/>`);
  const useLeaf = (x: number, y: number, rot: number, sc: number) =>
    `<use href="#${shapeId}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${Math.round(sc * 100) / 100})"/>`;
  let stems = "";
  let leafs = "";
  let spikeSvg = "";
  for (let i = 0; i < stemsN; i++) {
    const t = i / (stemsN - 1);
    const a = -spread + 2 * spread * t + rand(r, -6, 6);
    const centrality = 1 - Math.abs(t - 0.5) * 2;
    const L = 200 + centrality * 140 + rand(r, -25, 25);
    const [dx, dy] = dir(a);
    const bx = ox + rand(r, -20, 20);
    const p0: Pt = [bx, oy];
    const bend = rand(r, -0.18, 0.18);
    const p1: Pt = [bx + dx * L * 0.45 - dy * L * bend, oy + dy * L * 0.55 + dx * L * bend];
    const p2: Pt = [bx + dx * L, oy + dy * L];
    stems += `M${n(p0[0])} ${n(p0[1])}Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}`;
    const paint = pick(r, paints);
    let group = "";
    for (let tt = 0.22; tt < 0.97; tt += pairGap) {
      const p = qPoint(p0, p1, p2, tt);
      const ang = qAngle(p0, p1, p2, tt);
      const sz = 1 - tt * 0.35;
      const open = rand(r, 42, 62);
      group += useLeaf(p[0], p[1], ang - open, sz);
      group += useLeaf(p[0], p[1], ang + open, sz);
    }
    const endAng = qAngle(p0, p1, p2, 1);
    if (spikes && r() < 0.7) {
      // flower spike (tulsi manjari)
      const sl = rand(r, 40, 60);
      const [sx, sy] = dir(endAng);
      spikeSvg += `<path d="M${n(p2[0])} ${n(p2[1])}l${n(sx * sl)} ${n(sy * sl)}" stroke="${spikeColor}" stroke-width="3" stroke-linecap="round"/>`;
      for (let k = 1; k <= 5; k++) {
        const q = k / 5.4;
        spikeSvg += `<ellipse cx="${n(p2[0] + sx * sl * q)}" cy="${n(p2[1] + sy * sl * q)}" rx="${n(7 - k * 0.7)}" ry="3.2" transform="rotate(${n(endAng)} ${n(p2[0] + sx * sl * q)} ${n(p2[1] + sy * sl * q)})" fill="${spikeColor}" opacity=".9"/>`;
      }
    } else {
      group += useLeaf(p2[0], p2[1], endAng, 0.8);
    }
    leafs += `<g fill="${paint}">${group}</g>`;
  }
  const back =
    `<path d="${stems}" stroke="${g.stem}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` + leafs + spikeSvg;
  return [back, ""];
}

/** A leaf without its own fill (fill comes from the parent group). */
function leafPlain(x: number, y: number, rot: number, len: number, w: number): string {
  return `<path d="${leafD(len, w)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"/>`;
}

function succulent(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const base = mix(g.mid, "#6f9c8c", 0.35);
  const dark = mix(g.dark, "#3f6e62", 0.35);
  const light = mix(g.light, "#a9c99a", 0.35);
  const paints = [doc.leafPaint(dark, base), doc.leafPaint(base, light)];
  const style = /snake|sansevieria|murva/.test(slug)
    ? "sword"
    : /kalanchoe|bryophyllum|patharchur|jade/.test(slug)
      ? "paddle"
      : /aloe|ghritkumari/.test(slug)
        ? "rosette"
        : pick(r, ["rosette", "paddle", "rosette"] as const);
  let s = "";
  if (style === "sword") {
    const count = randInt(r, 6, 8);
    const band = darken(dark, 0.2);
    const edge = "#c9b45a";
    for (let i = 0; i < count; i++) {
      const t = i / (count - 1);
      const a = -26 + 52 * t + rand(r, -5, 5);
      const L = rand(r, 250, 360) * (1 - Math.abs(t - 0.5) * 0.4);
      const w = rand(r, 20, 26);
      const bx = ox - 55 + 110 * t;
      const d = `M${n(-w)} 0C${n(-w * 1.2)} ${n(-L * 0.5)} ${n(-w * 0.5)} ${n(-L * 0.85)} 0 ${n(-L)}C${n(w * 0.5)} ${n(-L * 0.85)} ${n(w * 1.2)} ${n(-L * 0.5)} ${n(w)} 0Z`;
      let bands = "";
      for (let y = 30; y < L * 0.82; y += rand(r, 24, 34)) {
        const ww = w * (1.05 - (y / L) * 0.6);
        bands += `M${n(-ww)} ${n(-y)}Q0 ${n(-y - 9)} ${n(ww)} ${n(-y + 2)}`;
      }
      s += `<g transform="translate(${n(bx)} ${n(oy + 8)}) rotate(${n(a)})"><path d="${d}" fill="${pick(r, paints)}" stroke="${edge}" stroke-width="3"/><path d="${bands}" stroke="${band}" stroke-width="3.5" fill="none" opacity=".45" stroke-linecap="round"/></g>`;
    }
    return [s, ""];
  }
  if (style === "paddle") {
    const edge = TERRACOTTA;
    const stemsN = randInt(r, 3, 5);
    let stems = "";
    let leaves = "";
    for (let i = 0; i < stemsN; i++) {
      const t = stemsN === 1 ? 0.5 : i / (stemsN - 1);
      const a = -35 + 70 * t + rand(r, -6, 6);
      const L = rand(r, 200, 290);
      const [dx, dy] = dir(a);
      const bx = ox + rand(r, -30, 30);
      stems += `M${n(bx)} ${n(oy)}L${n(bx + dx * L)} ${n(oy + dy * L)}`;
      for (let tt = 0.3; tt <= 1.01; tt += 0.23) {
        const px = bx + dx * L * tt;
        const py = oy + dy * L * tt;
        const sz = rand(r, 44, 60) * (1.1 - tt * 0.35);
        const open = rand(r, 45, 65);
        for (const side of [-1, 1]) {
          leaves += `<g transform="translate(${n(px)} ${n(py)}) rotate(${n(a + side * open)})"><ellipse cy="${n(-sz * 0.55)}" rx="${n(sz * 0.42)}" ry="${n(sz * 0.6)}" fill="${pick(r, paints)}" stroke="${edge}" stroke-width="2" stroke-opacity=".55"/></g>`;
        }
      }
      leaves += `<ellipse cx="${n(bx + dx * L)}" cy="${n(oy + dy * L - 18)}" rx="14" ry="22" transform="rotate(${n(a)} ${n(bx + dx * L)} ${n(oy + dy * L)})" fill="${light}"/>`;
    }
    s = `<path d="${stems}" stroke="${darken(base, 0.2)}" stroke-width="9" stroke-linecap="round"/>${leaves}`;
    return [s, ""];
  }
  // aloe-like rosette, back leaves first
  const count = randInt(r, 11, 15);
  const order: number[] = [];
  for (let i = 0; i < count; i++) order.push(i);
  order.sort((a, b) => Math.abs(b / (count - 1) - 0.5) - Math.abs(a / (count - 1) - 0.5));
  const speckle = lighten(light, 0.5);
  for (const i of order) {
    const t = i / (count - 1);
    const a = -78 + 156 * t + rand(r, -5, 5);
    const centrality = 1 - Math.abs(t - 0.5) * 2;
    const L = 150 + centrality * 150 + rand(r, -20, 20);
    const w = rand(r, 24, 32);
    const curl = rand(r, -0.12, 0.12) * L;
    const d = `M${n(-w)} 0Q${n(-w * 0.7 + curl)} ${n(-L * 0.55)} ${n(curl * 1.6)} ${n(-L)}Q${n(w * 0.55 + curl)} ${n(-L * 0.5)} ${n(w)} 0Z`;
    let dots = "";
    for (let k = 0; k < 5; k++) {
      const yy = -L * rand(r, 0.15, 0.6);
      dots += `<ellipse cx="${n(rand(r, -w * 0.4, w * 0.4) + curl * (-yy / L))}" cy="${n(yy)}" rx="3.5" ry="1.8"/>`;
    }
    s += `<g transform="translate(${n(ox + rand(r, -10, 10))} ${n(oy + 6)}) rotate(${n(a)})"><path d="${d}" fill="${pick(r, paints)}"/><g fill="${speckle}" opacity=".55">${dots}</g></g>`;
  }
  return [s, ""];
}

function vine(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const paints = [
    doc.linear([
      [0, g.mid],
      [1, g.dark],
    ]),
    doc.linear([
      [0, g.light],
      [1, g.mid],
    ]),
  ];
  const stakeX = ox + rand(r, -12, 12);
  const stakeTop = rand(r, 95, 130);
  const moss = r() < 0.4;
  let back = "";
  if (moss) {
    back += `<rect x="${n(stakeX - 16)}" y="${n(stakeTop)}" width="32" height="${n(oy - stakeTop + 10)}" rx="16" fill="#7a5a3a"/><rect x="${n(stakeX - 16)}" y="${n(stakeTop)}" width="12" height="${n(oy - stakeTop + 10)}" rx="6" fill="#8f6c48"/>`;
  } else {
    back += `<rect x="${n(stakeX - 7)}" y="${n(stakeTop)}" width="14" height="${n(oy - stakeTop + 10)}" rx="7" fill="#c9a467"/>`;
    for (let y = stakeTop + 50; y < oy; y += 70)
      back += `<rect x="${n(stakeX - 8)}" y="${n(y)}" width="16" height="5" rx="2" fill="#a9844b"/>`;
  }
  const vines = randInt(r, 2, 3);
  const leafLen = rand(r, 46, 60);
  const flowers = /aparajita|butterfly|clitoria/.test(slug);
  const berries = /pepper|pippali|giloy|guduchi|manjistha/.test(slug) || r() < 0.25;
  const berryColor = /giloy|guduchi|manjistha/.test(slug) ? "#c0392b" : pick(r, ["#3f7d3a", "#b4532a"]);
  let leaves = "";
  let stemD = "";
  let extras = "";
  for (let v = 0; v < vines; v++) {
    const amp = rand(r, 26, 46);
    const freq = rand(r, 0.018, 0.026);
    const phase = rand(r, 0, Math.PI * 2);
    const topY = stakeTop + rand(r, 0, 60) + v * 20;
    const pts: Pt[] = [];
    for (let y = oy; y >= topY; y -= 12) pts.push([stakeX + Math.sin(y * freq + phase) * amp, y]);
    stemD += polyToSmooth(pts);
    let side = v % 2 === 0 ? 1 : -1;
    for (let i = 3; i < pts.length; i += randInt(r, 3, 4)) {
      const p = pts[i];
      if (!p) continue;
      const rot = side > 0 ? rand(r, -125, -60) : rand(r, 60, 125);
      const len = leafLen * rand(r, 0.75, 1.1) * (1 - (i / pts.length) * 0.3);
      leaves += heartLeaf(p[0], p[1], rot, len, pick(r, paints), g.rib);
      if (flowers && r() < 0.35)
        extras += blossom(
          p[0] - side * 16,
          p[1] - 8,
          20,
          { kind: "five", centre: "#f2e6b0" },
          "#5b5bb0",
          rand(r, 0, 70),
        );
      if (berries && r() < 0.3) {
        for (let k = 0; k < 5; k++)
          extras += `<circle cx="${n(p[0] + side * 10 + rand(r, -5, 5))}" cy="${n(p[1] + 12 + k * 8)}" r="${n(5 - k * 0.4)}" fill="${berryColor}"/>`;
      }
      side = -side;
    }
    const tip = pts[pts.length - 1];
    if (tip) leaves += heartLeaf(tip[0], tip[1], 180 + rand(r, -20, 20), leafLen * 0.6, pick(r, paints), g.rib);
  }
  back += `<path d="${stemD}" stroke="${g.stem}" stroke-width="4" fill="none" stroke-linecap="round"/>${leaves}${extras}`;
  // trailing stems spilling over the rim
  let front = "";
  const trails = randInt(r, 1, 2);
  for (let i = 0; i < trails; i++) {
    const side = i === 0 ? (r() < 0.5 ? -1 : 1) : -1;
    const sx = ox + side * rand(r, 70, 110);
    const ex = sx + side * rand(r, 40, 80);
    const ey = oy + rand(r, 110, 170);
    const c: Pt = [sx + side * 60, oy - 20];
    front += `<path d="M${n(sx)} ${n(oy)}Q${n(c[0])} ${n(c[1])} ${n(ex)} ${n(ey)}" stroke="${g.stem}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
    for (let tt = 0.25; tt <= 1.01; tt += 0.25) {
      const p = qPoint([sx, oy], c, [ex, ey], tt);
      const rot = side > 0 ? rand(r, -60, -10) : rand(r, 10, 60);
      front += heartLeaf(p[0], p[1], rot, leafLen * rand(r, 0.6, 0.85), pick(r, paints), g.rib);
    }
  }
  return [back, front];
}

function polyToSmooth(pts: readonly Pt[]): string {
  const first = pts[0];
  if (!first) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i];
    const q = pts[i + 1];
    if (!p || !q) continue;
    d += `Q${n(p[0])} ${n(p[1])} ${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2)}`;
  }
  const last = pts[pts.length - 1];
  if (last && pts.length > 1) d += `L${n(last[0])} ${n(last[1])}`;
  return d;
}

const FLOWER_COLOURS = ["#d9962b", "#e9b949", "#c9623a", "#b8454a", "#e59aa0", "#f5efe2", "#c46b9a"];

function flowerStyleFor(r: Rng, slug: string): [FlowerStyle, string] {
  if (/marigold|genda/.test(slug)) return [{ kind: "pompom", centre: "#8a4b12" }, pick(r, ["#e39a1f", "#e9b949"])];
  if (/jasmin|mogra|parijat|harsingar|chameli/.test(slug))
    return [{ kind: "star", centre: /parijat|harsingar/.test(slug) ? "#e07a1f" : "#e9c46a" }, "#fbf7ee"];
  if (/rose|gulab/.test(slug)) return [{ kind: "rose", centre: "#8a2b3a" }, pick(r, ["#d9707f", "#c8506a", "#e59aa0"])];
  if (/hibiscus|gudhal|japa/.test(slug)) return [{ kind: "five", centre: "#7a1f24" }, pick(r, ["#c0392b", "#b8454a"])];
  if (/sadabahar|vinca|periwinkle/.test(slug))
    return [{ kind: "five", centre: "#8a2f5f" }, pick(r, ["#d775a8", "#f5efe2"])];
  if (/lotus|kamal/.test(slug)) return [{ kind: "five", centre: "#e9c46a" }, "#e7a1b0"];
  if (/champa|champak/.test(slug)) return [{ kind: "star", centre: "#c9822a" }, "#efb74a"];
  if (/shankhpushpi|sarpagandha|punarnava|bhringraj|chitrak/.test(slug))
    return [{ kind: "five", centre: "#e9c46a" }, pick(r, ["#f5efe2", "#e59aa0", "#dbe6f3"])];
  const kind = pick(r, ["five", "five", "star", "pompom"] as const);
  return [{ kind, centre: kind === "pompom" ? "#8a4b12" : "#f0d27a" }, pick(r, FLOWER_COLOURS)];
}

function flowering(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const paints = [
    doc.leafPaint(g.dark, g.mid),
    doc.leafPaint(g.mid, g.light),
    doc.leafPaint(darken(g.dark, 0.12), g.dark),
  ];
  const [style, colour] = flowerStyleFor(r, slug);
  const domeW = rand(r, 200, 240);
  const domeH = rand(r, 250, 320);
  const cy = oy - domeH * 0.48;
  const count = randInt(r, 20, 26);
  let stems = "";
  const leaves: { z: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const ang = rand(r, -Math.PI, 0.15);
    const rr = Math.sqrt(r()) * 0.92;
    const x = ox + Math.cos(ang) * domeW * rr * (r() < 0.5 ? 1 : -1) * 0.95;
    const y = cy + Math.sin(ang) * domeH * 0.5 * rr + domeH * 0.08;
    const rot = (Math.atan2(x - ox, -(y - oy)) * 180) / Math.PI + rand(r, -25, 25);
    const len = rand(r, 62, 92);
    if (i % 3 === 0)
      stems += `M${n(ox + rand(r, -16, 16))} ${n(oy)}Q${n(ox + (x - ox) * 0.3)} ${n(oy - 40)} ${n(x)} ${n(y)}`;
    leaves.push({ z: -y + r() * 80, svg: leaf(x, y, rot, len, len * 0.3, pick(r, paints), g.rib, false) });
  }
  leaves.sort((a, b) => b.z - a.z);
  const flowersN = style.kind === "star" ? randInt(r, 9, 12) : randInt(r, 5, 8);
  const size = style.kind === "star" ? rand(r, 20, 26) : style.kind === "pompom" ? rand(r, 34, 42) : rand(r, 32, 42);
  let fl = "";
  const placed: Pt[] = [];
  for (let i = 0; i < flowersN * 4 && placed.length < flowersN; i++) {
    const ang = rand(r, -Math.PI * 0.95, -Math.PI * 0.05);
    const rr = rand(r, 0.55, 1.0);
    const x = ox + Math.cos(ang) * domeW * rr;
    const y = cy + Math.sin(ang) * domeH * 0.55 * rr + 10;
    if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < size * 1.9)) continue;
    placed.push([x, y]);
    fl += blossom(x, y, size * rand(r, 0.85, 1.1), style, colour, rand(r, 0, 72));
  }
  // a few buds
  for (let i = 0; i < 3; i++) {
    const ang = rand(r, -Math.PI * 0.9, -Math.PI * 0.1);
    const x = ox + Math.cos(ang) * domeW * 0.95;
    const y = cy + Math.sin(ang) * domeH * 0.52;
    fl += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.2)}" ry="${n(size * 0.32)}" transform="rotate(${n(rand(r, -30, 30))} ${n(x)} ${n(y)})" fill="${darken(colour, 0.05)}"/>`;
  }
  const back =
    `<path d="${stems}" stroke="${g.stem}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    leaves.map((l) => l.svg).join("") +
    fl;
  return [back, ""];
}

const FRUITS: readonly [RegExp, string][] = [
  [/amla|amalaki/, "#c2cc72"],
  [/jamun/, "#4b2e4f"],
  [/pomegranate|anar|dadim/, "#b8454a"],
  [/lime|nimbu|lemon/, "#b9cc5a"],
  [/bael|bilva/, "#c9b15a"],
  [/haritaki|bibhitaki/, "#b7a052"],
  [/rudraksha/, "#3d5fa0"],
  [/ashoka|kachnar/, "#d9702b"],
];

function tree(doc: Doc, g: Greens, ox: number, oy: number, slug: string, bonsai: boolean): Parts {
  const r = doc.r;
  const bark = pick(r, ["#6b4a2f", "#7a5535", "#5e4330"]);
  const lean = rand(r, -30, 30);
  // canopy silhouette: round, wide umbrella or tall oval
  const form = bonsai ? "round" : /ashoka/.test(slug) ? "tall" : pick(r, ["round", "round", "wide", "tall"] as const);
  const shape = (
    {
      round: { trunk: [175, 215], lift: 70, w: [170, 205], h: [105, 130], rx: [75, 100], ry: [62, 85] },
      wide: { trunk: [165, 195], lift: 55, w: [215, 240], h: [78, 96], rx: [85, 112], ry: [55, 72] },
      tall: { trunk: [140, 170], lift: 95, w: [112, 138], h: [122, 142], rx: [58, 80], ry: [64, 84] },
    } as const
  )[form];
  const trunkTop = bonsai ? oy - rand(r, 150, 190) : oy - rand(r, shape.trunk[0], shape.trunk[1]);
  const tx = ox + lean;
  const wBase = bonsai ? 30 : 20;
  const wTop = bonsai ? 12 : 8;
  const bend = bonsai ? rand(r, 50, 70) * (r() < 0.5 ? -1 : 1) : rand(r, -20, 20);
  const midY = (oy + trunkTop) / 2;
  const trunk = `M${n(ox - wBase)} ${n(oy + 6)}C${n(ox - wBase + bend)} ${n(midY + 30)} ${n(tx - wTop - bend)} ${n(midY - 20)} ${n(tx - wTop)} ${n(trunkTop)}L${n(tx + wTop)} ${n(trunkTop)}C${n(tx + wTop - bend)} ${n(midY - 20)} ${n(ox + wBase + bend)} ${n(midY + 30)} ${n(ox + wBase)} ${n(oy + 6)}Z`;
  const trunkFill = doc.linear(
    [
      [0, darken(bark, 0.15)],
      [0.4, lighten(bark, 0.15)],
      [1, darken(bark, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  let s = `<path d="${trunk}" fill="${trunkFill}"/>`;
  // branches
  let branches = "";
  const bN = randInt(r, 2, 4);
  const canopyCy = trunkTop - (bonsai ? 40 : shape.lift);
  const canopyW = bonsai ? rand(r, 180, 220) : rand(r, shape.w[0], shape.w[1]);
  const canopyH = bonsai ? rand(r, 70, 90) : rand(r, shape.h[0], shape.h[1]);
  for (let i = 0; i < bN; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const sy = trunkTop + rand(r, 10, 70);
    const ex = tx + side * rand(r, canopyW * 0.4, canopyW * 0.75);
    const ey = canopyCy + rand(r, -30, 40);
    branches += `M${n(tx)} ${n(sy)}Q${n(tx + side * 30)} ${n(sy - 30)} ${n(ex)} ${n(ey)}`;
  }
  s += `<path d="${branches}" stroke="${bark}" stroke-width="${bonsai ? 9 : 7}" fill="none" stroke-linecap="round"/>`;
  if (/banyan|vat|bargad/.test(slug)) {
    let roots = "";
    for (let i = 0; i < 5; i++) {
      const x = tx + rand(r, -canopyW * 0.7, canopyW * 0.7);
      roots += `M${n(x)} ${n(canopyCy + 20)}Q${n(x + rand(r, -8, 8))} ${n(oy - 60)} ${n(x + rand(r, -12, 12))} ${n(oy - rand(r, 0, 40))}`;
    }
    s += `<path d="${roots}" stroke="${lighten(bark, 0.2)}" stroke-width="2.5" fill="none" opacity=".8"/>`;
  }
  // canopy blobs: dark back layer, then mid, then light highlights
  const blobs: { x: number; y: number; rx: number; ry: number }[] = [];
  const count = bonsai ? randInt(r, 3, 4) : randInt(r, 7, 9);
  if (bonsai) {
    const pads: Pt[] = [
      [tx - canopyW * 0.45, canopyCy + 30],
      [tx + canopyW * 0.45, canopyCy + 10],
      [tx, canopyCy - 50],
      [tx + rand(r, -60, 60), canopyCy - 5],
    ];
    for (let i = 0; i < count; i++) {
      const p = pads[i];
      if (!p) continue;
      blobs.push({ x: p[0], y: p[1], rx: rand(r, 95, 125), ry: rand(r, 40, 52) });
    }
  } else {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rand(r, -0.3, 0.3);
      const rr = rand(r, 0.45, 0.8);
      blobs.push({
        x: tx + Math.cos(a) * canopyW * rr,
        y: canopyCy + Math.sin(a) * canopyH * rr,
        rx: rand(r, shape.rx[0], shape.rx[1]),
        ry: rand(r, shape.ry[0], shape.ry[1]),
      });
    }
    blobs.push({ x: tx, y: canopyCy, rx: canopyW * 0.7, ry: canopyH * 0.75 });
  }
  const darkFill = doc.radial(
    [
      [0, g.mid],
      [1, g.dark],
    ],
    0.4,
    0.35,
    0.7,
  );
  const lightFill = doc.radial(
    [
      [0, lighten(g.light, 0.12)],
      [1, g.mid],
    ],
    0.35,
    0.3,
    0.75,
  );
  let canopy = `<g fill="${darkFill}">`;
  for (const b of blobs) canopy += `<ellipse cx="${n(b.x)}" cy="${n(b.y)}" rx="${n(b.rx)}" ry="${n(b.ry)}"/>`;
  canopy += `</g><g fill="${lightFill}">`;
  for (const b of blobs) {
    canopy += `<ellipse cx="${n(b.x - b.rx * 0.15)}" cy="${n(b.y - b.ry * 0.2)}" rx="${n(b.rx * 0.72)}" ry="${n(b.ry * 0.66)}"/>`;
  }
  canopy += "</g>";
  // little leaves around the edge and light flecks inside for texture
  const edgePaint = doc.leafPaint(g.dark, g.mid);
  let edge = `<g fill="${edgePaint}">`;
  const inside = (x: number, y: number) => blobs.some((o) => ((x - o.x) / o.rx) ** 2 + ((y - o.y) / o.ry) ** 2 < 0.8);
  for (const b of blobs) {
    const k = bonsai ? 6 : 6;
    for (let i = 0; i < k; i++) {
      const a = rand(r, -Math.PI, Math.PI);
      const x = b.x + Math.cos(a) * b.rx * 0.96;
      const y = b.y + Math.sin(a) * b.ry * 0.96;
      if (inside(x, y)) continue;
      const rot = (Math.atan2(Math.cos(a), -Math.sin(a)) * 180) / Math.PI;
      edge += leafPlain(x, y, rot + rand(r, -20, 20), rand(r, 26, 36), rand(r, 8, 11));
    }
  }
  edge += "</g>";
  let flecks = `<g fill="${lighten(g.light, 0.35)}" opacity=".45">`;
  for (let i = 0; i < 14; i++) {
    const b = pick(r, blobs);
    const x = b.x + rand(r, -0.6, 0.6) * b.rx;
    const y = b.y + rand(r, -0.6, 0.3) * b.ry;
    flecks += `<path d="${leafD(18, 5)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rand(r, -60, 60))})"/>`;
  }
  flecks += "</g>";
  s += canopy + edge + flecks;
  // fruits or small flowers
  const fruit = FRUITS.find(([re]) => re.test(slug));
  const fruitColour = fruit ? fruit[1] : r() < 0.35 ? pick(r, [TURMERIC, "#f5efe2", "#e59aa0"]) : undefined;
  if (fruitColour) {
    const big = Boolean(fruit) && !/rudraksha|jamun/.test(slug);
    let f = "";
    const fN = randInt(r, 6, 10);
    for (let i = 0; i < fN; i++) {
      const b = pick(r, blobs);
      const x = b.x + rand(r, -0.7, 0.7) * b.rx;
      const y = b.y + rand(r, -0.4, 0.6) * b.ry;
      const fr = big ? rand(r, 9, 12) : rand(r, 5, 7);
      f += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(fr)}" fill="${fruitColour}"/><circle cx="${n(x - fr * 0.35)}" cy="${n(y - fr * 0.35)}" r="${n(fr * 0.3)}" fill="#ffffff" opacity=".4"/>`;
    }
    s += f;
  }
  return [s, ""];
}

function grass(doc: Doc, g: Greens, ox: number, oy: number, slug: string): Parts {
  const r = doc.r;
  const tones = [g.dark, g.mid, g.light, mix(g.light, "#b9c46a", 0.35)];
  const count = randInt(r, 30, 40);
  const short = /durva|doob|bermuda|musli/.test(slug);
  const blades: { z: number; svg: string }[] = [];
  for (let i = 0; i < count; i++) {
    const a = (r() + r() + r() - 1.5) * 48;
    const L = (short ? rand(r, 130, 220) : rand(r, 230, 390)) * (1 - Math.abs(a) / 160);
    const bx = ox + a * 1.3 + rand(r, -16, 16);
    const w = rand(r, 5, 8);
    const [dx, dy] = dir(a);
    const droop = Math.abs(a) / 48;
    const tip: Pt = [bx + dx * L * (1 + droop * 0.3), oy + dy * L * (1 - droop * 0.45)];
    const c: Pt = [bx + dx * L * 0.35, oy + dy * L * 0.9];
    const d = `M${n(bx - w)} ${n(oy + 4)}Q${n(c[0] - w * 0.6)} ${n(c[1])} ${n(tip[0])} ${n(tip[1])}Q${n(c[0] + w * 0.6)} ${n(c[1] + w)} ${n(bx + w)} ${n(oy + 4)}Z`;
    blades.push({ z: -Math.abs(a) + r() * 20, svg: `<path d="${d}" fill="${pick(r, tones)}"/>` });
  }
  blades.sort((a, b) => a.z - b.z);
  let s = blades.map((b) => b.svg).join("");
  if (/vetiver|khus|citronella|palmarosa|kusha/.test(slug) || r() < 0.25) {
    const plume = pick(r, ["#c9a46a", "#b98a5a", "#d8c08a"]);
    for (let i = 0; i < 3; i++) {
      const a = rand(r, -24, 24);
      const [dx, dy] = dir(a);
      const L = rand(r, 330, 420);
      const ex = ox + dx * L;
      const ey = oy + dy * L;
      s += `<path d="M${n(ox)} ${n(oy)}L${n(ex)} ${n(ey)}" stroke="${darken(plume, 0.2)}" stroke-width="2.5"/>`;
      for (let k = 0; k < 6; k++) {
        const t = 1 - k * 0.06;
        const px = ox + dx * L * t;
        const py = oy + dy * L * t;
        s += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(9 - k * 0.6)}" ry="4" transform="rotate(${n(a + (k % 2 === 0 ? 35 : -35))} ${n(px)} ${n(py)})" fill="${plume}"/>`;
      }
    }
  }
  return [s, ""];
}

function drawPlant(doc: Doc, kind: PlantKind, g: Greens, ox: number, oy: number, slug: string, bonsai: boolean): Parts {
  switch (kind) {
    case "broadleaf":
      return broadleaf(doc, g, ox, oy, slug);
    case "fineleaf":
      return fineleaf(doc, g, ox, oy, slug);
    case "succulent":
      return succulent(doc, g, ox, oy, slug);
    case "vine":
      return vine(doc, g, ox, oy, slug);
    case "flowering":
      return flowering(doc, g, ox, oy, slug);
    case "tree":
      return tree(doc, g, ox, oy, slug, bonsai);
    case "grass":
      return grass(doc, g, ox, oy, slug);
    default:
      return broadleaf(doc, g, ox, oy, slug);
  }
}

function pottedPlant(doc: Doc, kind: PlantKind, slug: string, g: Greens, ground: number): string {
  const r = doc.r;
  const bonsai = kind === "tree" && (/bonsai/.test(slug) || r() < 0.15);
  const pot = choosePot(r, kind, bonsai ? `${slug}-bonsai` : slug);
  const [behind, front] = drawPot(doc, pot, 400, ground);
  const oy = ground - pot.h + 10;
  const [pb, pf] = drawPlant(doc, kind === "root" || kind === "powder" ? "broadleaf" : kind, g, 400, oy, slug, bonsai);
  return behind + pb + front + pf;
}

// ---------------------------------------------------------------------------
// Herbal product scenes
// ---------------------------------------------------------------------------

const POWDER_COLOURS: readonly [RegExp, string][] = [
  [/chyawanprash|avaleha/, "#4a2618"],
  [/triphala/, "#8b6a43"],
  [/amla/, "#a39a5c"],
  [/turmeric|haldi|ubtan/, "#e0a02c"],
  [/ashwagandha/, "#d6c29c"],
  [/shatavari|musli/, "#e8dcc4"],
  [/sandal|chandan/, "#dcbc8c"],
  [/neem|moringa|brahmi|giloy|tulsi|bhringraj|gotu/, "#7f9a4e"],
  [/hibiscus|rose|manjistha/, "#a8454a"],
  [/kadha|cinnamon|dalchini|ginger|trikatu/, "#9a6438"],
  [/mulethi|licorice/, "#d9b77a"],
];

function powderScene(doc: Doc, slug: string, g: Greens): string {
  const r = doc.r;
  const colour = POWDER_COLOURS.find(([re]) => re.test(slug))?.[1] ?? pick(r, ["#c9a46a", "#a98a55", "#d7c095"]);
  const paste = /chyawanprash|avaleha/.test(slug);
  const bowl = pick(r, [
    { base: "#b4532a", light: "#d07449", dark: "#873b1b" },
    { base: "#c9a045", light: "#e6c36a", dark: "#9a7424" },
    { base: "#eee4d0", light: "#fbf6ea", dark: "#cdbd9e" },
    { base: "#7a4e2e", light: "#9c6a43", dark: "#55331c" },
    { base: "#3d5c48", light: "#5a7f64", dark: "#283f31" },
  ]);
  const cx = 380;
  const rimY = 505;
  const rx = 210;
  const ry = 48;
  let s = `<ellipse cx="${cx}" cy="662" rx="${rx + 20}" ry="22" fill="${INK}" opacity=".12"/>`;
  // leaves tucked behind the bowl
  const lp = doc.leafPaint(g.dark, g.mid);
  const lp2 = doc.leafPaint(g.mid, g.light);
  for (let i = 0; i < 4; i++) {
    const a = -70 + i * 30 + rand(r, -8, 8);
    s += leaf(cx - 120 + i * 50, rimY + 10, a, rand(r, 100, 140), rand(r, 26, 34), i % 2 === 0 ? lp : lp2, g.rib, true);
  }
  const bowlFill = doc.linear(
    [
      [0, bowl.dark],
      [0.3, bowl.light],
      [0.7, bowl.base],
      [1, bowl.dark],
    ],
    0,
    0,
    1,
    0,
  );
  s += `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${darken(bowl.dark, 0.25)}"/>`;
  // the mound
  const moundTop = paste ? rimY - 55 : rimY - rand(r, 90, 115);
  const moundFill = doc.linear([
    [0, lighten(colour, paste ? 0.12 : 0.22)],
    [1, darken(colour, 0.12)],
  ]);
  s += `<path d="M${cx - rx + 14} ${rimY}C${cx - rx + 60} ${rimY - 20} ${cx - 90} ${n(moundTop)} ${cx} ${n(moundTop)}C${cx + 90} ${n(moundTop)} ${cx + rx - 60} ${rimY - 20} ${cx + rx - 14} ${rimY}Q${cx} ${rimY + 40} ${cx - rx + 14} ${rimY}Z" fill="${moundFill}"/>`;
  if (paste) {
    s += `<path d="M${cx - 110} ${rimY - 30}Q${cx - 20} ${n(moundTop - 10)} ${cx + 80} ${rimY - 34}" stroke="#ffffff" stroke-width="6" fill="none" opacity=".25" stroke-linecap="round"/><path d="M${cx - 40} ${rimY - 14}Q${cx + 20} ${rimY - 30} ${cx + 70} ${rimY - 12}" stroke="#ffffff" stroke-width="4" fill="none" opacity=".18" stroke-linecap="round"/>`;
  } else {
    let dots = "";
    for (let i = 0; i < 22; i++) {
      const x = cx + rand(r, -150, 150);
      const topAt = moundTop + (Math.abs(x - cx) / 150) ** 2 * (rimY - moundTop) * 0.85;
      const y = rand(r, topAt + 6, rimY + 8);
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rand(r, 1.5, 3.2))}" fill="${r() < 0.5 ? darken(colour, 0.2) : lighten(colour, 0.35)}"/>`;
    }
    s += `<g opacity=".55">${dots}</g>`;
  }
  // bowl body in front
  const body = `M${cx - rx} ${rimY}C${cx - rx} ${rimY + 110} ${cx - 110} ${rimY + 150} ${cx - 70} ${rimY + 150}H${cx + 70}C${cx + 110} ${rimY + 150} ${cx + rx} ${rimY + 110} ${cx + rx} ${rimY}Q${cx} ${rimY + ry * 1.4} ${cx - rx} ${rimY}Z`;
  s += `<path d="${body}" fill="${bowlFill}"/>`;
  s += `<rect x="${cx - 85}" y="${rimY + 146}" width="170" height="12" rx="6" fill="${bowl.dark}"/>`;
  s += `<path d="M${cx - rx + 6} ${rimY + 4}Q${cx} ${rimY + ry * 1.35} ${cx + rx - 6} ${rimY + 4}" stroke="${lighten(bowl.light, 0.3)}" stroke-width="5" fill="none" opacity=".6"/>`;
  if (r() < 0.6) {
    s += `<path d="M${cx - rx + 30} ${rimY + 60}Q${cx} ${rimY + 100} ${cx + rx - 30} ${rimY + 60}" stroke="${bowl.dark}" stroke-width="4" fill="none" opacity=".45"/>`;
  }
  // spill and wooden spoon
  s += `<ellipse cx="565" cy="712" rx="90" ry="15" fill="${colour}" opacity="${paste ? 0.5 : 0.6}"/>`;
  const spoonFill = doc.linear([
    [0, WOOD.light],
    [1, WOOD.dark],
  ]);
  s += `<g transform="translate(548 694) rotate(-14)"><rect x="40" y="-9" width="140" height="18" rx="9" fill="${spoonFill}"/><ellipse cx="0" cy="0" rx="62" ry="34" fill="${WOOD.dark}"/><ellipse cx="0" cy="-3" rx="55" ry="28" fill="${WOOD.base}"/><path d="M-46 -2Q-20 -38 0 -36Q24 -38 46 -2Q0 12 -46 -2Z" fill="${moundFill}"/></g>`;
  s += `<g transform="translate(45 -4)">${garnish(doc, slug, g)}</g>`;
  return s;
}

/** Small still-life details in front of a powder bowl. */
function garnish(doc: Doc, slug: string, g: Greens): string {
  const r = doc.r;
  let s = "";
  const berry = (x: number, y: number, rr: number, c: string, oval = 1) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rr)}" ry="${n(rr * oval)}" fill="${c}"/><ellipse cx="${n(x - rr * 0.3)}" cy="${n(y - rr * 0.35)}" rx="${n(rr * 0.28)}" ry="${n(rr * 0.22)}" fill="#ffffff" opacity=".45"/>`;
  if (/triphala/.test(slug)) {
    s += berry(130, 712, 22, "#b9bf6a") + berry(190, 722, 14, "#8a6a3a", 1.5) + berry(240, 714, 17, "#9a7a4a");
  } else if (/amla|chyawanprash/.test(slug)) {
    s += berry(140, 710, 24, "#c2cc72") + berry(196, 722, 20, "#b3be62") + berry(110, 742, 18, "#c9d27e");
  } else if (/turmeric|haldi|ubtan/.test(slug)) {
    s += `<g transform="translate(150 712) rotate(-12)">${rhizome(0, 0, 110, "#b8792e", "#e8961f", r, 28)}</g>`;
  } else if (/ashwagandha|shatavari|mulethi/.test(slug)) {
    s += `<path d="M90 720Q150 700 230 716M100 738Q170 722 250 734" stroke="#c9a57a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  } else if (/kadha|cinnamon/.test(slug)) {
    s += `<g transform="translate(120 720) rotate(-8)"><rect width="140" height="18" rx="8" fill="#8a4f2a"/><rect y="4" width="140" height="6" rx="3" fill="#a8683a"/></g><g transform="translate(140 744) rotate(4)"><rect width="120" height="16" rx="7" fill="#7a4424"/></g>`;
  } else if (/sandal|chandan/.test(slug)) {
    s += `<g transform="translate(110 716) rotate(-6)"><rect width="150" height="26" rx="4" fill="#c9a06a"/><rect y="6" width="150" height="3" fill="#a9804a" opacity=".6"/><rect y="16" width="150" height="2" fill="#a9804a" opacity=".6"/></g>`;
  } else {
    const p = doc.leafPaint(g.dark, g.light);
    s += leaf(150, 728, -70, 90, 24, p, g.rib, true) + leaf(170, 732, -100, 76, 20, p, g.rib, true);
  }
  return s;
}

/** A knobbly rhizome (turmeric / ginger) lying along +x, with a cut end. */
function rhizome(x: number, y: number, len: number, skin: string, inner: string, r: Rng, thick = 40): string {
  const dark = darken(skin, 0.22);
  let s = `<g transform="translate(${n(x)} ${n(y)})">`;
  // fingers first so the main body overlaps their bases
  const fingers = randInt(r, 2, 4);
  let rings = "";
  for (let i = 0; i < fingers; i++) {
    const fx = len * (0.18 + (i / Math.max(1, fingers)) * 0.7) + rand(r, -8, 8);
    const fl = rand(r, thick * 0.9, thick * 1.4);
    const a = (i % 2 === 0 ? -1 : 1) * rand(r, 25, 55) + (i % 2 === 0 ? 0 : 180);
    const fw = thick * rand(r, 0.72, 0.86);
    s += `<g transform="translate(${n(fx)} 0) rotate(${n(a)})"><rect x="${n(-fw / 2)}" y="${n(-fl)}" width="${n(fw)}" height="${n(fl + 4)}" rx="${n(fw / 2)}" fill="${skin}"/><path d="M${n(-fw * 0.45)} ${n(-fl * 0.5)}Q0 ${n(-fl * 0.5 - 5)} ${n(fw * 0.45)} ${n(-fl * 0.5)}" stroke="${dark}" stroke-width="2" fill="none" opacity=".55"/><ellipse cx="0" cy="${n(-fl + fw * 0.28)}" rx="${n(fw * 0.22)}" ry="${n(fw * 0.16)}" fill="${lighten(skin, 0.25)}" opacity=".7"/></g>`;
  }
  s += `<rect x="0" y="${n(-thick / 2)}" width="${n(len)}" height="${n(thick)}" rx="${n(thick / 2)}" fill="${skin}"/>`;
  s += `<rect x="${n(thick * 0.3)}" y="${n(-thick * 0.32)}" width="${n(len - thick * 0.6)}" height="${n(thick * 0.16)}" rx="${n(thick * 0.08)}" fill="#ffffff" opacity=".16"/>`;
  for (let xx = thick * 0.7; xx < len - thick * 0.5; xx += rand(r, thick * 0.45, thick * 0.7)) {
    rings += `M${n(xx)} ${n(-thick * 0.46)}Q${n(xx + 6)} 0 ${n(xx)} ${n(thick * 0.46)}`;
  }
  s += `<path d="${rings}" stroke="${dark}" stroke-width="2.2" fill="none" opacity=".55"/>`;
  s += `<ellipse cx="${n(len - thick * 0.18)}" cy="0" rx="${n(thick * 0.26)}" ry="${n(thick * 0.46)}" fill="${inner}"/><ellipse cx="${n(len - thick * 0.18)}" cy="0" rx="${n(thick * 0.13)}" ry="${n(thick * 0.26)}" fill="${lighten(inner, 0.25)}"/>`;
  return `${s}</g>`;
}

const BOARDS = {
  light: { base: "#c08a55", light: "#d9a977", dark: "#94612f" },
  walnut: { base: "#7a4c2c", light: "#93603a", dark: "#55331c" },
  slate: { base: "#55625a", light: "#6c7a71", dark: "#3c463f" },
} as const;

/** A long tapering root lying along +x with a few rootlets. */
function taproot(len: number, thick: number, colour: string, r: Rng): string {
  const bend = rand(r, -12, 12);
  const d = `M0 ${n(-thick / 2)}C${n(len * 0.35)} ${n(-thick / 2 + bend * 0.3)} ${n(len * 0.7)} ${n(-thick * 0.2 + bend)} ${n(len)} ${n(bend)}C${n(len * 0.7)} ${n(thick * 0.25 + bend)} ${n(len * 0.35)} ${n(thick / 2 + bend * 0.3)} 0 ${n(thick / 2)}Q${n(-thick * 0.4)} 0 0 ${n(-thick / 2)}Z`;
  let lets = "";
  for (let i = 0; i < 4; i++) {
    const x = len * (0.25 + i * 0.17);
    const side = i % 2 === 0 ? 1 : -1;
    const yy = side * thick * (0.42 - i * 0.06) + bend * (x / len);
    lets += `M${n(x)} ${n(yy)}q${n(rand(r, 16, 26))} ${n(side * rand(r, 10, 18))} ${n(rand(r, 34, 50))} ${n(side * rand(r, 12, 22))}`;
  }
  let rings = "";
  for (let x = thick * 0.8; x < len * 0.75; x += rand(r, 26, 40)) {
    const w = (thick / 2) * (1 - (x / len) * 0.7);
    rings += `M${n(x)} ${n(-w * 0.8 + bend * (x / len) * 0.6)}q4 ${n(w * 0.8)} 0 ${n(w * 1.6)}`;
  }
  return (
    `<path d="${lets}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="${d}" fill="${colour}" stroke="${darken(colour, 0.22)}" stroke-width="2"/>` +
    `<path d="${rings}" stroke="${darken(colour, 0.25)}" stroke-width="2" fill="none" opacity=".5"/>` +
    `<path d="M${n(thick * 0.3)} ${n(-thick * 0.22)}C${n(len * 0.3)} ${n(-thick * 0.26)} ${n(len * 0.5)} ${n(-thick * 0.12 + bend * 0.5)} ${n(len * 0.62)} ${n(bend * 0.6)}" stroke="#ffffff" stroke-width="${n(thick * 0.12)}" fill="none" opacity=".2" stroke-linecap="round"/>`
  );
}

function rootScene(doc: Doc, slug: string, g: Greens): string {
  const r = doc.r;
  const pale = /ashwagandha|shatavari|ginger|adrak|sonth|sarpagandha|musli/.test(slug);
  const darkRoot = /mulethi|licorice|yashtimadhu|jatamansi|vetiver|khus/.test(slug);
  const board = pale
    ? pick(r, [BOARDS.walnut, BOARDS.slate])
    : darkRoot
      ? pick(r, [BOARDS.light, BOARDS.slate])
      : pick(r, [BOARDS.light, BOARDS.walnut, BOARDS.slate]);
  let s = "";
  // a sprig of the plant's leaves lying behind the board
  const lp = doc.leafPaint(g.dark, g.mid);
  const lp2 = doc.leafPaint(g.mid, g.light);
  const long = /turmeric|haldi|ginger|adrak|vacha|musli/.test(slug);
  for (let i = 0; i < 4; i++) {
    const len = long ? rand(r, 210, 260) : rand(r, 130, 170);
    s += leaf(
      250 + i * 70,
      470,
      -38 + i * 22 + rand(r, -6, 6),
      len,
      long ? len * 0.15 : len * 0.28,
      i % 2 === 1 ? lp2 : lp,
      g.rib,
      !long,
    );
  }
  // the board, with a handle
  const boardFill = doc.linear(
    [
      [0, board.light],
      [1, board.base],
    ],
    0,
    0,
    1,
    1,
  );
  const outline =
    "M110 440H600Q630 440 630 470V480H690A40 40 0 0 1 690 560H630V640Q630 670 600 670H110Q80 670 80 640V470Q80 440 110 440Z";
  s += `<ellipse cx="400" cy="690" rx="330" ry="26" fill="${INK}" opacity=".12"/>`;
  s += `<g transform="rotate(-4 400 560)">`;
  s += `<path d="${outline}" fill="${board.dark}" transform="translate(0 12)"/><path d="${outline}" fill="${boardFill}"/>`;
  s += `<circle cx="692" cy="520" r="13" fill="${darken(board.dark, 0.2)}"/>`;
  let grain = "";
  for (let i = 0; i < 6; i++) {
    const y = 470 + i * 34 + rand(r, -6, 6);
    grain += `M100 ${n(y)}C250 ${n(y + rand(r, -14, 14))} 420 ${n(y + rand(r, -14, 14))} 615 ${n(y + rand(r, -8, 8))}`;
  }
  s += `<path d="${grain}" stroke="${board === BOARDS.slate ? "#ffffff" : board.dark}" stroke-width="2" fill="none" opacity="${board === BOARDS.slate ? 0.08 : 0.3}"/></g>`;
  if (/vetiver|khus|jatamansi/.test(slug)) {
    // a tied bundle of fibrous roots
    const fibre = /jatamansi/.test(slug) ? "#6e4a2c" : "#9a6a38";
    let d = "";
    let hi = "";
    for (let i = 0; i < 70; i++) {
      const y0 = 560 + rand(r, -12, 12);
      const line = `M${n(200 + rand(r, -20, 20))} ${n(y0 + rand(r, -40, 40))}Q400 ${n(y0 + rand(r, -12, 12))} ${n(600 + rand(r, -30, 30))} ${n(y0 + rand(r, -75, 75))}`;
      if (i % 3 === 0) hi += line;
      else d += line;
    }
    s += `<path d="${d}" stroke="${fibre}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    s += `<path d="${hi}" stroke="${lighten(fibre, 0.35)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    s += `<rect x="382" y="528" width="30" height="64" rx="7" fill="${TURMERIC}"/><rect x="382" y="546" width="30" height="7" fill="${TERRACOTTA}"/><rect x="382" y="566" width="30" height="7" fill="${TERRACOTTA}"/>`;
  } else if (/mulethi|licorice|yashtimadhu|cinnamon/.test(slug)) {
    let sticks = "";
    for (let i = 0; i < 7; i++) {
      const y = 505 + i * 24 + rand(r, -4, 4);
      const x = 170 + rand(r, -25, 25);
      const l = rand(r, 330, 390);
      sticks += `<g transform="rotate(${n(rand(r, -5, 3))} ${n(x)} ${n(y)})"><rect x="${n(x)}" y="${n(y)}" width="${n(l)}" height="24" rx="11" fill="#7e5232" stroke="#5a381f" stroke-width="2"/><rect x="${n(x + 10)}" y="${n(y + 5)}" width="${n(l - 30)}" height="5" rx="2" fill="#a6764c" opacity=".8"/><ellipse cx="${n(x + l - 3)}" cy="${n(y + 12)}" rx="7" ry="11" fill="#e2c27e" stroke="#b08a4a" stroke-width="2"/></g>`;
    }
    s +=
      sticks +
      `<rect x="330" y="490" width="26" height="190" rx="6" fill="${TURMERIC}" transform="rotate(-6 343 585)" opacity=".95"/>`;
  } else if (pale && !/ginger|adrak|sonth/.test(slug)) {
    const c = /shatavari/.test(slug) ? "#e3d2a8" : /sarpagandha/.test(slug) ? "#c9a06a" : "#d9b98a";
    for (let i = 0; i < 5; i++) {
      const y = 500 + i * 34 + rand(r, -4, 4);
      const x = 170 + rand(r, -25, 25);
      s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rand(r, -6, 6))})">${taproot(rand(r, 300, 380), rand(r, 26, 34), c, r)}</g>`;
    }
  } else {
    const ginger = /ginger|adrak|sonth/.test(slug);
    const skin = ginger
      ? "#d8ae72"
      : /turmeric|haldi/.test(slug)
        ? "#b8792e"
        : pick(r, ["#b8792e", "#d8ae72", "#a87a48"]);
    const inner = skin === "#d8ae72" ? "#f2e2a8" : "#e8961f";
    s += `<g transform="translate(150 545) rotate(${n(rand(r, -10, -2))})">${rhizome(0, 0, 270, skin, inner, r, 48)}</g>`;
    s += `<g transform="translate(250 628) rotate(${n(rand(r, 0, 8))})">${rhizome(0, 0, 230, skin, inner, r, 44)}</g>`;
    for (let i = 0; i < 4; i++) {
      const x = 530 + (i % 2) * 52 + (i > 1 ? 26 : 0);
      const y = 545 + Math.floor(i / 2) * 52 + (i % 2) * 10;
      s += `<ellipse cx="${x}" cy="${y}" rx="27" ry="23" fill="${darken(skin, 0.1)}"/><ellipse cx="${x}" cy="${y - 2}" rx="23" ry="19" fill="${inner}"/><ellipse cx="${x}" cy="${y - 2}" rx="12" ry="9" fill="${lighten(inner, 0.25)}"/>`;
    }
  }
  return s;
}

function bottle(doc: Doc, slug: string, cx: number, ground: number): string {
  const r = doc.r;
  const glass = /hair|bhringraj|brahmi|neem/.test(slug)
    ? pick(r, ["#3f6b3e", "#8a4a1e"])
    : /rose|water/.test(slug)
      ? "#d9a0a6"
      : pick(r, ["#9a4d1c", "#8a4a1e", "#3f6b3e"]);
  const fill = doc.linear(
    [
      [0, darken(glass, 0.2)],
      [0.3, lighten(glass, 0.25)],
      [0.7, glass],
      [1, darken(glass, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const w = 150;
  const h = 210;
  const top = ground - h;
  let s = `<ellipse cx="${cx}" cy="${ground}" rx="${w * 0.7}" ry="12" fill="${INK}" opacity=".14"/>`;
  s += `<path d="M${cx - w / 2} ${ground - 14}V${top + 40}Q${cx - w / 2} ${top} ${cx - 26} ${top - 8}V${top - 52}H${cx + 26}V${top - 8}Q${cx + w / 2} ${top} ${cx + w / 2} ${top + 40}V${ground - 14}Q${cx + w / 2} ${ground} ${cx + w / 2 - 14} ${ground}H${cx - w / 2 + 14}Q${cx - w / 2} ${ground} ${cx - w / 2} ${ground - 14}Z" fill="${fill}"/>`;
  s += `<rect x="${cx - w / 2 + 14}" y="${top + 30}" width="12" height="${h - 60}" rx="6" fill="#ffffff" opacity=".3"/>`;
  const capStyle = randInt(r, 0, 2);
  if (capStyle === 0) {
    s += `<rect x="${cx - 32}" y="${top - 92}" width="64" height="46" rx="8" fill="#2f2a25"/><rect x="${cx - 32}" y="${top - 62}" width="64" height="6" fill="#4a433b"/>`;
  } else if (capStyle === 1) {
    s += `<rect x="${cx - 30}" y="${top - 70}" width="60" height="24" rx="5" fill="#2f2a25"/><path d="M${cx - 18} ${top - 70}V${top - 110}Q${cx} ${top - 134} ${cx + 18} ${top - 110}V${top - 70}Z" fill="#3a342e"/>`;
  } else {
    s += `<path d="M${cx - 24} ${top - 50}L${cx - 20} ${top - 92}H${cx + 20}L${cx + 24} ${top - 50}Z" fill="#c59a62"/><path d="M${cx - 22} ${top - 80}H${cx + 22}" stroke="#a67a45" stroke-width="3"/>`;
  }
  // label with a leaf emblem and ruled lines (no text)
  const ly = top + 70;
  s += `<rect x="${cx - w / 2 + 18}" y="${ly}" width="${w - 36}" height="104" rx="8" fill="${PAPER}"/>`;
  s += `<rect x="${cx - w / 2 + 18}" y="${ly}" width="${w - 36}" height="14" rx="7" fill="${TURMERIC}"/>`;
  s += `<g transform="translate(${cx} ${ly + 62})"><path d="${leafD(34, 11)}" fill="#2f6b3a" transform="rotate(-30)"/><path d="${leafD(30, 10)}" fill="#4f8f4a" transform="rotate(28)"/></g>`;
  s += `<path d="M${cx - 36} ${ly + 78}H${cx + 36}M${cx - 26} ${ly + 90}H${cx + 26}" stroke="#9aa89a" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}

function teaCup(doc: Doc, slug: string, cx: number, ground: number): string {
  const r = doc.r;
  const tea = /hibiscus|gudhal|rose/.test(slug)
    ? "#9c2f3a"
    : /lemongrass|green|moringa/.test(slug)
      ? "#c7a53e"
      : "#b27a2c";
  const cup = pick(r, [
    { base: "#eee4d0", light: "#fbf6ea", dark: "#cdbd9e" },
    { base: "#b4532a", light: "#d07449", dark: "#873b1b" },
    { base: "#9db796", light: "#c0d3b8", dark: "#789374" },
  ]);
  const fill = doc.linear(
    [
      [0, cup.dark],
      [0.3, cup.light],
      [0.7, cup.base],
      [1, cup.dark],
    ],
    0,
    0,
    1,
    0,
  );
  const top = ground - 120;
  let s = `<ellipse cx="${cx}" cy="${ground}" rx="150" ry="24" fill="${cup.dark}"/><ellipse cx="${cx}" cy="${ground - 5}" rx="140" ry="18" fill="${cup.light}"/>`;
  s += `<path d="M${cx + 80} ${top + 26}C${cx + 150} ${top + 10} ${cx + 150} ${top + 96} ${cx + 60} ${top + 90}" stroke="${cup.dark}" stroke-width="16" fill="none"/>`;
  s += `<path d="M${cx - 100} ${top}H${cx + 100}C${cx + 100} ${top + 80} ${cx + 60} ${ground - 12} ${cx + 30} ${ground - 12}H${cx - 30}C${cx - 60} ${ground - 12} ${cx - 100} ${top + 80} ${cx - 100} ${top}Z" fill="${fill}"/>`;
  s += `<ellipse cx="${cx}" cy="${top}" rx="100" ry="18" fill="${cup.dark}"/><ellipse cx="${cx}" cy="${top + 2}" rx="90" ry="14" fill="${tea}"/><ellipse cx="${cx - 30}" cy="${top}" rx="30" ry="4" fill="#ffffff" opacity=".25"/>`;
  let steam = "";
  for (let i = 0; i < 3; i++) {
    const x = cx - 40 + i * 40;
    steam += `M${x} ${top - 20}C${x - 20} ${top - 55} ${x + 20} ${top - 80} ${x} ${top - 115}`;
  }
  s += `<path d="${steam}" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" opacity=".75"/>`;
  return s;
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/** How much a potted plant is enlarged to fill its frame (tall kinds need the headroom). */
const KIND_ZOOM: Record<PlantKind, number> = {
  broadleaf: 1.1,
  fineleaf: 1.08,
  succulent: 1.14,
  vine: 1,
  flowering: 1.08,
  tree: 1,
  grass: 1.04,
  root: 1,
  powder: 1,
};

/** Guesses the product form from the slug (e.g. "neem-oil", "tulsi-tea"). */
export function productFormFromSlug(slug: string): ProductForm | undefined {
  if (/(^|-)(oil|tailam|taila|water|ghee)(-|$)/.test(slug)) return "oil";
  if (/(^|-)(tea|chai|infusion)(-|$)/.test(slug)) return "tea";
  if (/(^|-)(powder|churna|chyawanprash|ubtan|kadha)(-|$)/.test(slug)) return "powder";
  return undefined;
}

/**
 * An 800×800 botanical illustration for a plant or herbal product.
 * `product` defaults to what the slug suggests (…-oil, …-tea, …-powder).
 */
export function plantSvg(slug: string, kind: PlantKind, product?: ProductForm): string {
  const doc = new Doc(makeRng(slug));
  const r = doc.r;
  const bd = pick(r, BACKDROPS);
  const g = greensFor(r, slug);
  const form = product ?? productFormFromSlug(slug);
  let body = background(doc, bd);
  if (kind === "powder" || form === "powder") {
    body += `<g transform="translate(400 705) scale(1.15) translate(-400 -705)">${powderScene(doc, slug, g)}</g>`;
  } else if (kind === "root") {
    body += rootScene(doc, slug, g);
  } else if (form === "oil" || form === "tea") {
    const product = form === "oil" ? bottle(doc, slug, 575, 712) : teaCup(doc, slug, 570, 712);
    const plant = `<g transform="translate(270 712) scale(.7) translate(-400 -712)">${pottedPlant(doc, kind, slug, g, 712)}</g>`;
    body += `<g transform="translate(400 712) scale(1.08) translate(-400 -712)">${plant}${product}</g>`;
  } else {
    const zoom = KIND_ZOOM[kind];
    const plant = pottedPlant(doc, kind, slug, g, 705);
    body += zoom === 1 ? plant : `<g transform="translate(400 712) scale(${zoom}) translate(-400 -712)">${plant}</g>`;
  }
  return doc.svg(800, 800, body);
}

/** An 800×600 scene of a partner nursery with the city's name on a sign. */
export function nurserySvg(title: string, city: string): string {
  const doc = new Doc(makeRng(`${title}|${city}`));
  const r = doc.r;
  const c = city.toLowerCase();
  const land = /dehradun|shimla|darjeeling|gangtok|mussoorie|nainital|manali|srinagar|shillong/.test(c)
    ? "mountains"
    : /kochi|chennai|mumbai|goa|mangaluru|mangalore|thiruvananthapuram|puducherry|visakhapatnam|kozhikode/.test(c)
      ? "coast"
      : /jaipur|jodhpur|udaipur|bikaner|jaisalmer|ajmer/.test(c)
        ? "desert"
        : pick(r, ["hills", "hills", "city"] as const);
  const skyTop =
    land === "desert"
      ? "#f3dfbd"
      : land === "coast"
        ? "#d5ebe9"
        : pick(r, ["#dcebe6", "#e4eef0", "#eef0e0", "#f5e9d6"]);
  let s = `<rect width="800" height="600" fill="${doc.linear([
    [0, skyTop],
    [1, PAPER],
  ])}"/>`;
  const sunX = rand(r, 90, 710);
  s += `<circle cx="${n(sunX)}" cy="${n(rand(r, 80, 130))}" r="${n(rand(r, 34, 50))}" fill="${TURMERIC}" opacity=".85"/>`;
  for (let i = 0; i < randInt(r, 1, 3); i++) {
    const x = rand(r, 60, 740);
    const y = rand(r, 50, 150);
    s += `<g fill="#ffffff" opacity=".85"><ellipse cx="${n(x)}" cy="${n(y)}" rx="46" ry="16"/><ellipse cx="${n(x + 26)}" cy="${n(y - 10)}" rx="28" ry="16"/><ellipse cx="${n(x - 24)}" cy="${n(y - 4)}" rx="22" ry="12"/></g>`;
  }
  const hill = (y: number, col: string, amp: number) => {
    const pts: Pt[] = [];
    for (let x = -40; x <= 840; x += rand(r, 90, 140)) pts.push([x, y + rand(r, -amp, amp * 0.6)]);
    pts.push([840, y]);
    let d = `M-40 600V${n(y)}`;
    for (let i = 1; i < pts.length; i++) {
      const pt = pts[i];
      const prev = pts[i - 1];
      if (!pt || !prev) continue;
      d += `Q${n((prev[0] + pt[0]) / 2)} ${n(Math.min(prev[1], pt[1]) - amp * 0.8)} ${n(pt[0])} ${n(pt[1])}`;
    }
    return `<path d="${d}V600Z" fill="${col}"/>`;
  };
  if (land === "mountains") {
    let peaks = "";
    for (let x = -60; x < 860; x += rand(r, 130, 190)) {
      const h = rand(r, 110, 190);
      const w = rand(r, 110, 150);
      const top = 300 - h;
      peaks += `<path d="M${n(x - w)} 300L${n(x)} ${n(top)}L${n(x + w)} 300Z" fill="#9db4b0"/><path d="M${n(x - w * 0.28)} ${n(top + h * 0.28)}L${n(x)} ${n(top)}L${n(x + w * 0.28)} ${n(top + h * 0.28)}L${n(x + w * 0.12)} ${n(top + h * 0.22)}L${n(x)} ${n(top + h * 0.3)}L${n(x - w * 0.12)} ${n(top + h * 0.22)}Z" fill="#f7f7f2"/>`;
    }
    s += peaks + hill(300, "#8fb47f", 20);
  } else if (land === "desert") {
    s += hill(rand(r, 290, 310), "#e6c995", 18);
    const fx = rand(r, 80, 640);
    s += `<g fill="#d2a86a"><rect x="${n(fx)}" y="250" width="120" height="60"/><rect x="${n(fx + 10)}" y="232" width="18" height="22"/><rect x="${n(fx + 92)}" y="232" width="18" height="22"/><path d="M${n(fx + 36)} 250Q${n(fx + 60)} 200 ${n(fx + 84)} 250Z"/><rect x="${n(fx + 56)}" y="204" width="8" height="12"/></g>`;
    s += hill(320, "#c9b27a", 14);
  } else if (land === "city") {
    let sky = "";
    for (let x = 0; x < 800; x += rand(r, 34, 60)) {
      const h = rand(r, 40, 120);
      sky += `<rect x="${n(x)}" y="${n(320 - h)}" width="${n(rand(r, 26, 48))}" height="${n(h)}"/>`;
    }
    s += `<g fill="#c7d3cb" opacity=".8">${sky}</g>` + hill(rand(r, 300, 320), "#9fc08c", 18);
  } else {
    s += hill(rand(r, 240, 270), "#b9d0ae", 36) + hill(rand(r, 290, 315), "#8fb47f", 28);
  }
  if (land === "coast")
    s += `<rect y="300" width="800" height="30" fill="#9ccbc6"/><path d="M0 312H800" stroke="#ffffff" stroke-width="2" opacity=".6" stroke-dasharray="30 22"/>`;
  const ground = land === "desert" ? "#dcc08c" : "#cfb88f";
  s += `<rect y="330" width="800" height="270" fill="${ground}"/><rect y="330" width="800" height="14" fill="#7fa56a"/>`;
  // the growing house
  const house = pick(r, ["arch", "gable", "net"] as const);
  const gw = rand(r, 280, 360);
  const gx = rand(r, 120, 680 - gw);
  const gTop = rand(r, 140, 180);
  const eave = 250;
  const base = 350;
  const frame = house === "net" ? "#2c4a33" : pick(r, ["#f4f1e8", "#2f6b3a", "#3d4a3f"]);
  const pane =
    house === "net"
      ? doc.linear([
          [0, "#3f6b4a", 0.9],
          [1, "#2f5a3a", 0.85],
        ])
      : doc.linear([
          [0, "#d6ece4", 0.95],
          [1, "#a9cfc0", 0.9],
        ]);
  const roof =
    house === "gable"
      ? `M${n(gx)} ${eave}L${n(gx + gw / 2)} ${n(gTop)}L${n(gx + gw)} ${eave}`
      : `M${n(gx)} ${eave}Q${n(gx + gw / 2)} ${n(gTop - 40)} ${n(gx + gw)} ${eave}`;
  s += `<path d="${roof}V${base}H${n(gx)}Z" fill="${pane}" stroke="${frame}" stroke-width="6" stroke-linejoin="round"/>`;
  if (house !== "net") {
    let inside = "";
    for (let x = gx + 28; x < gx + gw - 18; x += rand(r, 30, 42)) {
      inside += `<ellipse cx="${n(x)}" cy="${n(rand(r, 300, 318))}" rx="${n(rand(r, 15, 24))}" ry="${n(rand(r, 24, 40))}" fill="${pick(r, ["#4f8f4a", "#2f6b3a", "#6fa56a"])}" opacity=".6"/>`;
    }
    s += inside;
  }
  let mull = "";
  const bays = randInt(r, 4, 6);
  for (let i = 1; i < bays; i++) {
    const x = gx + (gw / bays) * i;
    const t = i / bays;
    const topY =
      house === "gable"
        ? eave - (1 - Math.abs(t - 0.5) * 2) * (eave - gTop)
        : eave - 4 * t * (1 - t) * (eave - gTop + 20);
    mull += `M${n(x)} ${n(topY)}V${base}`;
  }
  mull += `M${n(gx)} ${eave}H${n(gx + gw)}M${n(gx)} 300H${n(gx + gw)}`;
  s += `<path d="${mull}" stroke="${house === "net" ? "#6f9a74" : frame}" stroke-width="${house === "net" ? 3 : 4}" fill="none"/>`;
  s += `<rect x="${n(gx + gw / 2 - 26)}" y="280" width="52" height="70" fill="${house === "net" ? "#1f3a27" : darken("#a9cfc0", 0.15)}" stroke="${frame}" stroke-width="4"/>`;
  // trees beside it
  const treeSpots = [gx - rand(r, 50, 90), gx + gw + rand(r, 50, 90)].filter((x) => x > 40 && x < 760);
  for (const tx of treeSpots) {
    if (land === "coast") {
      let fronds = "";
      for (let k = 0; k < 7; k++) {
        const a = -100 + k * 33;
        fronds += `<g transform="translate(${n(tx + 14)} 170) rotate(${a})"><path d="${leafD(78, 12, 0.7)}"/></g>`;
      }
      s += `<path d="M${n(tx - 6)} 345Q${n(tx - 4)} 250 ${n(tx + 14)} 170" stroke="#8a6a45" stroke-width="12" fill="none"/><g fill="#3d7a41">${fronds}</g><circle cx="${n(tx + 12)}" cy="178" r="7" fill="#7a5a30"/>`;
    } else if (land === "mountains") {
      s += `<rect x="${n(tx - 6)}" y="300" width="12" height="45" fill="#6b4a2f"/><path d="M${n(tx)} 170L${n(tx + 40)} 250H${n(tx + 22)}L${n(tx + 50)} 310H${n(tx - 50)}L${n(tx - 22)} 250H${n(tx - 40)}Z" fill="#2f5a3a"/>`;
    } else {
      s += `<rect x="${n(tx - 8)}" y="260" width="16" height="88" fill="#6b4a2f"/><circle cx="${n(tx)}" cy="240" r="54" fill="#2f6b3a"/><circle cx="${n(tx - 30)}" cy="262" r="38" fill="#3d7a41"/><circle cx="${n(tx + 26)}" cy="226" r="32" fill="#4f8f4a"/>`;
    }
  }
  // rows of pots, nearer rows bigger
  const rows = randInt(r, 2, 3);
  for (let row = 0; row < rows; row++) {
    const y = 400 + row * (rows === 3 ? 52 : 70);
    const size = 0.85 + row * 0.25;
    for (let x = 30 + rand(r, 0, 40); x < 790; x += 68 * size + rand(r, 0, 14)) {
      const pc = pick(r, POTS).base;
      const pw = 22 * size;
      const ph = 28 * size;
      const leafC = pick(r, ["#2f6b3a", "#4f8f4a", "#6fa56a", "#3b7a3f"]);
      const top = y - ph;
      if (r() < 0.25) {
        s += `<path d="M${n(x)} ${n(top)}l${n(-14 * size)} ${n(-34 * size)}M${n(x)} ${n(top)}l0 ${n(-40 * size)}M${n(x)} ${n(top)}l${n(14 * size)} ${n(-34 * size)}" stroke="${leafC}" stroke-width="${n(5 * size)}" stroke-linecap="round"/>`;
      } else {
        s += `<g fill="${leafC}"><ellipse cx="${n(x - 8 * size)}" cy="${n(top - 10 * size)}" rx="${n(11 * size)}" ry="${n(19 * size)}" transform="rotate(-25 ${n(x)} ${n(top)})"/><ellipse cx="${n(x + 8 * size)}" cy="${n(top - 10 * size)}" rx="${n(11 * size)}" ry="${n(19 * size)}" transform="rotate(25 ${n(x)} ${n(top)})"/><ellipse cx="${n(x)}" cy="${n(top - 16 * size)}" rx="${n(10 * size)}" ry="${n(21 * size)}"/></g>`;
        if (r() < 0.3)
          s += `<circle cx="${n(x)}" cy="${n(top - 33 * size)}" r="${n(7 * size)}" fill="${pick(r, [TURMERIC, "#e59aa0", "#f5efe2", "#c0392b"])}"/>`;
      }
      s += `<path d="M${n(x - pw)} ${n(top)}H${n(x + pw)}L${n(x + pw * 0.75)} ${n(y)}H${n(x - pw * 0.75)}Z" fill="${pc}"/><rect x="${n(x - pw - 3)}" y="${n(top - 4)}" width="${n(pw * 2 + 6)}" height="${n(8 * size)}" rx="3" fill="${darken(pc, 0.1)}"/>`;
    }
  }
  // sign with the city name
  const label = escapeXml(city);
  const fs = city.length > 12 ? 36 : 46;
  const signW = Math.max(240, city.length * fs * 0.62 + 80);
  const sx = Math.min(780 - signW, Math.max(20, pick(r, [40, 400 - signW / 2, 760 - signW])));
  const board = pick(r, [
    { fill: "#2f6b3a", text: PAPER },
    { fill: "#b4532a", text: PAPER },
    { fill: "#e9d2a6", text: INK },
  ]);
  s += `<rect x="${n(sx + 30)}" y="560" width="14" height="40" fill="#6b4a2f"/><rect x="${n(sx + signW - 44)}" y="560" width="14" height="40" fill="#6b4a2f"/>`;
  s += `<rect x="${n(sx)}" y="486" width="${n(signW)}" height="84" rx="16" fill="${board.fill}" stroke="${PAPER}" stroke-width="5"/>`;
  s += `<text x="${n(sx + signW / 2)}" y="${n(528 + fs * 0.36)}" text-anchor="middle" font-family="sans-serif" font-size="${fs}" font-weight="700" fill="${board.text}">${label}</text>`;
  return doc.svg(800, 600, s);
}

/** 1600×600 decorative banners without text. */
export function bannerSvg(index: 0 | 1 | 2): string {
  const doc = new Doc(makeRng(`banner-${index}`));
  const r = doc.r;
  let s = "";
  if (index === 0) {
    // paper background, big layered leaves on the right, a turmeric sun
    const bg = doc.linear(
      [
        [0, PAPER],
        [1, "#efe6d2"],
      ],
      0,
      0,
      1,
      0,
    );
    s += `<rect width="1600" height="600" fill="${bg}"/>`;
    s += `<circle cx="1180" cy="300" r="230" fill="${TURMERIC}" opacity=".22"/><circle cx="1180" cy="300" r="160" fill="${TURMERIC}" opacity=".25"/>`;
    const paints = [
      doc.leafPaint("#24583a", "#2f6b3a"),
      doc.leafPaint("#2f6b3a", "#4f8f4a"),
      doc.leafPaint("#4f8f4a", "#74a956"),
    ];
    for (let i = 0; i < 16; i++) {
      const x = rand(r, 880, 1600);
      const y = rand(r, 380, 700);
      s += leaf(x, y, rand(r, -70, 70), rand(r, 220, 380), rand(r, 55, 90), pick(r, paints), "#dcebd2", true);
    }
    s += sprig(120, 560, 20, 200, "#4f8f4a", 0.12) + sprig(520, 140, 150, 160, "#d9962b", 0.15);
    for (let i = 0; i < 12; i++)
      s += `<circle cx="${n(rand(r, 40, 800))}" cy="${n(rand(r, 40, 560))}" r="${n(rand(r, 3, 7))}" fill="${pick(r, [TURMERIC, "#4f8f4a", TERRACOTTA])}" opacity=".3"/>`;
  } else if (index === 1) {
    // turmeric wash, mortar and pestle with herbs and spices
    const bg = doc.linear(
      [
        [0, "#fbf1dc"],
        [1, "#f3dcae"],
      ],
      0,
      0,
      1,
      1,
    );
    s += `<rect width="1600" height="600" fill="${bg}"/>`;
    s += `<rect y="470" width="1600" height="130" fill="#e8cf9c"/>`;
    s += `<ellipse cx="1150" cy="300" rx="330" ry="250" fill="#ffffff" opacity=".35"/>`;
    const paints = [doc.leafPaint("#2f6b3a", "#4f8f4a"), doc.leafPaint("#4f8f4a", "#74a956")];
    for (let i = 0; i < 7; i++)
      s += leaf(1000 + i * 45, 330, -70 + i * 24, rand(r, 130, 180), rand(r, 30, 40), pick(r, paints), "#dcebd2", true);
    const stone = doc.linear(
      [
        [0, "#5d6b5f"],
        [0.3, "#8d9a8c"],
        [0.7, "#6f7d70"],
        [1, "#4a564c"],
      ],
      0,
      0,
      1,
      0,
    );
    s += `<ellipse cx="1150" cy="555" rx="250" ry="24" fill="${INK}" opacity=".15"/>`;
    s += `<g transform="rotate(-28 1240 250)"><rect x="1215" y="150" width="50" height="260" rx="25" fill="#7d8a7e"/><rect x="1222" y="160" width="12" height="240" rx="6" fill="#a3b0a3"/></g>`;
    s += `<ellipse cx="1150" cy="350" rx="210" ry="44" fill="#3f4a41"/>`;
    s += `<ellipse cx="1150" cy="346" rx="170" ry="28" fill="#d9962b"/>`;
    s += `<path d="M940 350C940 480 1030 540 1100 540H1200C1270 540 1360 480 1360 350Q1150 420 940 350Z" fill="${stone}"/>`;
    s += `<rect x="1060" y="530" width="180" height="24" rx="10" fill="#4a564c"/>`;
    // scattered spices
    s += `<g transform="translate(300 500) rotate(-10)">${rhizome(0, 0, 170, "#b8792e", "#e8961f", r, 34)}</g>`;
    s += `<g transform="translate(560 470) rotate(6)"><rect width="170" height="22" rx="10" fill="#8a4f2a"/><rect y="5" width="170" height="7" rx="3" fill="#a8683a"/></g>`;
    for (let i = 0; i < 24; i++)
      s += `<circle cx="${n(rand(r, 760, 940))}" cy="${n(rand(r, 500, 560))}" r="${n(rand(r, 6, 8))}" fill="${pick(r, ["#2b2520", "#3a2f28", "#4a3a2e"])}"/>`;
    for (let i = 0; i < 5; i++)
      s += `<ellipse cx="${n(100 + i * 40)}" cy="${n(560 + (i % 2) * 8)}" rx="11" ry="8" fill="#9fb06a"/>`;
    s += sprig(160, 300, 30, 200, "#2f6b3a", 0.14) + sprig(640, 200, -20, 170, "#b4532a", 0.12);
  } else {
    // forest green with a shelf of potted herbs
    const bg = doc.linear(
      [
        [0, "#1d3b26"],
        [1, "#2f6b3a"],
      ],
      0,
      0,
      1,
      1,
    );
    s += `<rect width="1600" height="600" fill="${bg}"/>`;
    for (let i = 0; i < 14; i++)
      s += sprig(rand(r, 0, 1600), rand(r, 60, 560), rand(r, -180, 180), rand(r, 80, 150), "#dcebd2", 0.08);
    s += `<circle cx="1450" cy="110" r="70" fill="${TURMERIC}" opacity=".8"/>`;
    s += `<rect x="780" y="478" width="820" height="22" rx="4" fill="#c08a55"/><rect x="780" y="496" width="820" height="10" fill="#94612f"/>`;
    const kinds: PlantKind[] = ["succulent", "broadleaf", "grass"];
    kinds.forEach((k, i) => {
      const x = 980 + i * 230;
      const g = greensFor(r, `banner-${i}`);
      g.light = lighten(g.light, 0.15);
      g.mid = lighten(g.mid, 0.1);
      const sc = i === 1 ? 0.6 : 0.5;
      s += `<g transform="translate(${x} 480) scale(${sc}) translate(-400 -705)">${pottedPlant(doc, k, `banner-herb-${i}`, g, 705)}</g>`;
    });
  }
  return doc.svg(1600, 600, s);
}

/**
 * A 200×200 friendly abstract avatar with initials. A woman is drawn with long hair and a
 * bindi, a man with short hair, so the picture matches the name beside it.
 */
export function portraitSvg(name: string, figure: Figure): string {
  const doc = new Doc(makeRng(`portrait|${name}`));
  const r = doc.r;
  const bgs = ["#dcebd2", "#f4dcac", "#f1d3c1", "#cfe3d6", "#ede2c8"];
  const bodies = ["#2f6b3a", "#b4532a", "#4f8f4a", "#ad711a", "#3d5c48"];
  const skins = ["#8d5a3b", "#a86f4a", "#c48a5e", "#6f4530", "#b77b52"];
  const hairs = ["#1f1a17", "#2e231d", "#3b2a20"];
  const bg = pick(r, bgs);
  const body = pick(r, bodies);
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  const words = name.split(/\s+/).filter((w) => w !== "" && !/^(dr|mr|mrs|ms|prof|shri|smt)\.?$/i.test(w));
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  const initials = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const clip = doc.clip(`<circle cx="100" cy="100" r="100"/>`);
  const longHair = figure === "woman";
  let s = `<g clip-path="${clip}"><rect width="200" height="200" fill="${bg}"/>`;
  s += `<circle cx="${n(rand(r, 30, 170))}" cy="${n(rand(r, 20, 60))}" r="${n(rand(r, 14, 22))}" fill="#ffffff" opacity=".35"/>`;
  if (longHair) s += `<path d="M58 88Q56 40 100 38Q144 40 142 88V150H58Z" fill="${hair}"/>`;
  s += `<path d="M28 210Q30 148 100 142Q170 148 172 210Z" fill="${body}"/>`;
  s += `<path d="M86 128H114V148Q100 158 86 148Z" fill="${darken(skin, 0.12)}"/>`;
  s += `<ellipse cx="100" cy="96" rx="36" ry="40" fill="${skin}"/>`;
  s += longHair
    ? `<path d="M64 92Q62 54 100 52Q138 54 136 92Q120 70 100 68Q78 70 64 92Z" fill="${hair}"/>`
    : `<path d="M64 90Q60 50 100 50Q140 50 136 90Q132 72 118 68Q96 76 72 70Q66 78 64 90Z" fill="${hair}"/>`;
  s += `<g fill="${darken(skin, 0.6)}"><ellipse cx="86" cy="98" rx="4" ry="5"/><ellipse cx="114" cy="98" rx="4" ry="5"/></g>`;
  if (longHair) s += `<circle cx="100" cy="86" r="3.2" fill="#b3261e"/>`;
  s += `<path d="M88 114Q100 124 112 114" stroke="${darken(skin, 0.5)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  s += `<g fill="#e07a6a" opacity=".28"><circle cx="78" cy="112" r="7"/><circle cx="122" cy="112" r="7"/></g>`;
  s += `<text x="100" y="186" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="${PAPER}" letter-spacing="1">${escapeXml(initials)}</text></g>`;
  return doc.svg(200, 200, s);
}
