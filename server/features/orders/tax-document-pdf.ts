import type { TaxDocumentLine, TaxDocumentView } from "#domain/views/tax-document.ts";
import { CONTENT_WIDTH, type Doc, MUTED, PAGE, PAGE_BOTTOM, printedDate, renderPdf, rule, write } from "./pdf-fonts.ts";

/**
 * Prints a tax invoice or credit note (docs/product/tax-invoices.md) as an A4 PDF in the shop's
 * fonts (pdf-fonts.ts).
 */

/** Amounts: Indian grouping, two decimals; the ₹ is said once, in a left-aligned note (runs of two faces only flow left to right). */
const amount = (paise: number) =>
  (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
    if (y > PAGE_BOTTOM) {
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
  const title = `${d.kind === "invoice" ? "Tax Invoice" : "Credit Note"} ${d.number}`;
  return renderPdf({ Title: title, Author: d.seller.legalName }, (doc) => {
    let y = header(doc, d);
    y = buyer(doc, d, y);
    y = table(doc, d, y);
    y = totals(doc, d, y);
    signature(doc, d, y);
  });
}
