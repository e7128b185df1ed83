import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { indiaDate } from "#domain/gst.ts";
import type { TaxDocumentLine, TaxDocumentView } from "#domain/views/tax-document.ts";

/**
 * Prints a tax invoice or credit note (docs/product/tax-invoices.md) as an A4 PDF with its fonts
 * embedded: Noto Sans for Latin text, Noto Sans Devanagari for Hindi names and the ₹ sign, picked
 * run by run so any mix prints.
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

const PAGE = { margin: 40, width: 595.28 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = "#1f2a24";
const MUTED = "#5b6660";
const RULE = "#c9d1cb";

/** Devanagari, its marks and the rupee sign print in the Devanagari face; the rest in Latin. */
const DEVANAGARI_RUN = /((?:\p{Script=Devanagari}|\u20B9|\u200C|\u200D)+)/u;

type Doc = InstanceType<typeof PDFDocument>;

interface TextOptions {
  x: number;
  y: number;
  width: number;
  bold?: boolean;
  size?: number;
  align?: "left" | "right";
  color?: string;
}

/** Writes one piece of text at a place, font by script run; returns the y below it. */
function write(doc: Doc, text: string, o: TextOptions): number {
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

/** Amounts: Indian grouping, two decimals; the ₹ is said once, in a left-aligned note (runs of two faces only flow left to right). */
const amount = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `22-11-2026`: the date in India, as Indian invoices write it. */
function printedDate(iso: string): string {
  const { year, month, day } = indiaDate(new Date(iso));
  return `${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}-${year}`;
}

interface Column {
  heading: string;
  width: number;
  align: "left" | "right";
  cell: (line: TaxDocumentLine, index: number) => string;
}

function columns(document: TaxDocumentView): Column[] {
  const taxColumns: Column[] = document.intraState
    ? [
        { heading: "CGST", width: 62, align: "right", cell: (l) => `${l.gstRate / 2}% ${amount(l.cgstPaise)}` },
        { heading: "SGST", width: 62, align: "right", cell: (l) => `${l.gstRate / 2}% ${amount(l.sgstPaise)}` },
      ]
    : [{ heading: "IGST", width: 80, align: "right", cell: (l) => `${l.gstRate}% ${amount(l.igstPaise)}` }];
  // A coupon's share of each line is shown where it lowered the taxable value.
  const discounted = document.lines.some((l) => l.discountPaise > 0);
  const fixed: Column[] = [
    { heading: "HSN/SAC", width: 40, align: "left", cell: (l) => l.hsnCode },
    { heading: "Qty", width: 28, align: "right", cell: (l) => String(l.quantity) },
    {
      heading: document.pricesIncludeTax ? "Rate incl. GST" : "Rate",
      width: document.pricesIncludeTax ? 66 : 56,
      align: "right",
      cell: (l) => amount(l.ratePaise),
    },
    ...(discounted
      ? [{ heading: "Discount", width: 44, align: "right", cell: (l) => amount(l.discountPaise) } satisfies Column]
      : []),
    { heading: "Taxable value", width: 66, align: "right", cell: (l) => amount(l.taxableValuePaise) },
    ...taxColumns,
    {
      heading: "Total",
      width: 63,
      align: "right",
      cell: (l) => amount(l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.igstPaise),
    },
  ];
  const number: Column = { heading: "#", width: 16, align: "left", cell: (_, i) => String(i + 1) };
  // The description takes what the figures leave of the page's width.
  const described = CONTENT_WIDTH - number.width - fixed.reduce((sum, c) => sum + c.width, 0);
  return [number, { heading: "Description", width: described, align: "left", cell: (l) => l.description }, ...fixed];
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

function header(doc: Doc, d: TaxDocumentView): number {
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;
  const title = d.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  write(doc, title, { x: left, y: PAGE.margin, width: half, bold: true, size: 18 });
  write(doc, "Original for recipient", {
    x: left + half,
    y: PAGE.margin + 6,
    width: half,
    align: "right",
    color: MUTED,
  });

  const s = d.seller;
  let y = PAGE.margin + 34;
  y = write(doc, s.legalName, { x: left, y, width: half, bold: true, size: 11 });
  if (s.tradeName !== s.legalName) y = write(doc, `Trading as ${s.tradeName}`, { x: left, y, width: half });
  y = write(doc, `${s.address}, ${s.city}, ${s.state} ${s.pin}`, { x: left, y, width: half - 10 });
  y = write(doc, `GSTIN: ${s.gstin}`, { x: left, y, width: half, bold: true });
  const sellerBottom = write(doc, `${s.email} · ${s.phone}`, { x: left, y, width: half, color: MUTED });

  const label = d.kind === "invoice" ? "Invoice" : "Credit note";
  const facts = [
    `${label} number: ${d.number}`,
    `${label} date: ${printedDate(d.issuedAt)}`,
    ...(d.originalInvoice
      ? [`Against invoice ${d.originalInvoice.number} dated ${printedDate(d.originalInvoice.issuedAt)}`]
      : []),
    `Order number: #${d.orderNumber}`,
    `Payment: ${d.paymentMethod}`,
    `Place of supply: ${d.placeOfSupply.state} (${d.placeOfSupply.code})`,
    "Reverse charge: No",
  ];
  let factsY = PAGE.margin + 34;
  for (const fact of facts) factsY = write(doc, fact, { x: left + half, y: factsY, width: half, align: "right" });
  return Math.max(sellerBottom, factsY) + 12;
}

function buyer(doc: Doc, d: TaxDocumentView, top: number): number {
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;
  rule(doc, top);
  const b = d.buyer;
  let y = write(doc, "Bill to", { x: left, y: top + 8, width: half, bold: true, color: MUTED });
  y = write(doc, b.name, { x: left, y, width: half - 10, bold: true });
  y = write(doc, b.email, { x: left, y, width: half - 10 });
  const billBottom = y;

  y = write(doc, "Ship to", { x: left + half, y: top + 8, width: half, bold: true, color: MUTED });
  y = write(doc, b.recipient, { x: left + half, y, width: half, bold: true });
  y = write(doc, b.street, { x: left + half, y, width: half });
  if (b.landmark) y = write(doc, `Landmark: ${b.landmark}`, { x: left + half, y, width: half });
  y = write(doc, `${b.city}, ${b.state} ${b.pin}`, { x: left + half, y, width: half });
  if (b.mobile) y = write(doc, `Mobile: ${b.mobile}`, { x: left + half, y, width: half });
  return Math.max(billBottom, y) + 12;
}

function table(doc: Doc, d: TaxDocumentView, top: number): number {
  const cols = columns(d);
  const row = (cells: (c: Column) => string, y: number, bold: boolean) => {
    let x = PAGE.margin;
    let bottom = y;
    for (const c of cols) {
      bottom = Math.max(bottom, write(doc, cells(c), { x, y, width: c.width - 4, align: c.align, bold, size: 8 }));
      x += c.width;
    }
    return bottom;
  };
  write(doc, "Amounts in ₹", { x: PAGE.margin, y: top, width: CONTENT_WIDTH, color: MUTED, size: 8 });
  rule(doc, top + 14);
  let y = row((c) => c.heading, top + 20, true) + 4;
  rule(doc, y);
  d.lines.forEach((line, i) => {
    y = row((c) => c.cell(line, i), y + 5, false) + 4;
    if (y > 760) {
      doc.addPage();
      y = PAGE.margin;
    }
  });
  rule(doc, y);
  return y + 10;
}

function totals(doc: Doc, d: TaxDocumentView, top: number): number {
  const t = d.totals;
  const rows: Array<[string, number]> = [
    ["Taxable value", t.taxableValuePaise],
    ...(d.intraState
      ? ([
          ["CGST", t.cgstPaise],
          ["SGST", t.sgstPaise],
        ] as Array<[string, number]>)
      : ([["IGST", t.igstPaise]] as Array<[string, number]>)),
    ...(t.roundOffPaise ? ([["Round off", t.roundOffPaise]] as Array<[string, number]>) : []),
  ];
  const labelX = PAGE.margin + CONTENT_WIDTH - 240;
  let y = top;
  for (const [label, paise] of rows) {
    write(doc, label, { x: labelX, y, width: 140 });
    y = write(doc, amount(paise), { x: labelX + 140, y, width: 100, align: "right" });
  }
  y += 2;
  write(doc, d.kind === "invoice" ? "Total (₹)" : "Total credited (₹)", {
    x: labelX,
    y,
    width: 140,
    bold: true,
    size: 11,
  });
  y = write(doc, amount(t.totalPaise), { x: labelX + 140, y, width: 100, align: "right", bold: true, size: 11 });
  y = write(doc, `Amount in words: ${d.totalInWords}`, { x: PAGE.margin, y: y + 8, width: CONTENT_WIDTH });
  return y + 24;
}

function signature(doc: Doc, d: TaxDocumentView, top: number) {
  const right = PAGE.margin + CONTENT_WIDTH / 2;
  let y = write(doc, `For ${d.seller.legalName}`, {
    x: right,
    y: top,
    width: CONTENT_WIDTH / 2,
    align: "right",
    bold: true,
  });
  y = write(doc, "Authorised signatory", { x: right, y: y + 18, width: CONTENT_WIDTH / 2, align: "right" });
  write(doc, "This is a computer-generated document and needs no signature.", {
    x: PAGE.margin,
    y: y + 16,
    width: CONTENT_WIDTH,
    color: MUTED,
    size: 8,
  });
}

export function renderTaxDocumentPdf(d: TaxDocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: { Title: `${d.kind === "invoice" ? "Tax Invoice" : "Credit Note"} ${d.number}`, Author: d.seller.legalName },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  let y = header(doc, d);
  y = buyer(doc, d, y);
  y = table(doc, d, y);
  y = totals(doc, d, y);
  signature(doc, d, y);
  doc.end();
  return done;
}
