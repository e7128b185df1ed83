import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { indiaDate } from "#domain/gst.ts";

/**
 * What the shop's A4 PDFs (tax documents, packing slips) share: their fonts embedded, Noto Sans
 * for Latin text and Noto Sans Devanagari for Hindi names and the ₹ sign, picked run by run so
 * any mix prints; the page's measures and inks.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"),
  latinBold: require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"),
  devanagari: require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
  devanagariBold: require.resolve(
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff",
  ),
};

export const PAGE = { margin: 40, width: 595.28 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where a page's content ends: below it, a table carries on on the next page. */
export const PAGE_BOTTOM = 760;
export const INK = "#1f2a24";
export const MUTED = "#5b6660";
const RULE = "#c9d1cb";

/** Devanagari, its marks and the rupee sign print in the Devanagari face; the rest in Latin. */
const DEVANAGARI_RUN = /((?:\p{Script=Devanagari}|\u20B9|\u200C|\u200D)+)/u;

export type Doc = InstanceType<typeof PDFDocument>;

export interface TextOptions {
  x: number;
  y: number;
  width: number;
  bold?: boolean;
  size?: number;
  align?: "left" | "right";
  color?: string;
}

/** Writes one piece of text at a place, font by script run; returns the y below it. */
export function write(doc: Doc, text: string, o: TextOptions): number {
  doc.fontSize(o.size ?? 9).fillColor(o.color ?? INK);
  const runs = text.split(DEVANAGARI_RUN).filter(Boolean);
  runs.forEach((run, i) => {
    const devanagari = DEVANAGARI_RUN.test(run);
    doc.font(devanagari ? (o.bold ? "devanagariBold" : "devanagari") : o.bold ? "latinBold" : "latin");
    const last = i === runs.length - 1;
    if (i === 0) doc.text(run, o.x, o.y, { width: o.width, align: o.align ?? "left", continued: !last });
    else doc.text(run, { continued: !last });
  });
  return doc.y;
}

/** A thin line across the page's content at `y`. */
export function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

/** `22-11-2026`: the date in India, as Indian business papers write it. */
export function printedDate(iso: string): string {
  const { year, month, day } = indiaDate(new Date(iso));
  return `${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}-${year}`;
}

/**
 * An A4 document with the fonts registered, drawn by `draw` and answered as its bytes once
 * pdfkit has written them all.
 */
export function renderPdf(info: { Title: string; Author: string }, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: PAGE.margin, info });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}
