import type { PackingSlip } from "./packing-slips.ts";
import { CONTENT_WIDTH, type Doc, MUTED, PAGE, PAGE_BOTTOM, printedDate, renderPdf, rule, write } from "./pdf-fonts.ts";

/**
 * Prints packing slips (docs/product/admin.md#orders) as one A4 PDF, each slip on a page of its
 * own (a long order carries on over the next), in the shop's fonts so Hindi names print.
 */

interface Column {
  heading: string;
  width: number;
  align: "left" | "right";
  cell: (line: PackingSlip["lines"][number], index: number) => string;
}

function columns(slip: PackingSlip): Column[] {
  const withSku = slip.lines.some((l) => l.sku);
  const fixed: Column[] = [
    { heading: "Variant", width: 130, align: "left", cell: (l) => l.variant ?? "" },
    ...(withSku ? [{ heading: "SKU", width: 110, align: "left", cell: (l) => l.sku ?? "" } satisfies Column] : []),
    { heading: "Qty", width: 40, align: "right", cell: (l) => String(l.quantity) },
  ];
  const number: Column = { heading: "#", width: 20, align: "left", cell: (_, i) => String(i + 1) };
  // The item's name takes what the others leave of the page's width.
  const item = CONTENT_WIDTH - number.width - fixed.reduce((sum, c) => sum + c.width, 0);
  return [number, { heading: "Item", width: item, align: "left", cell: (l) => l.item }, ...fixed];
}

function header(doc: Doc, slip: PackingSlip): number {
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;
  write(doc, "Packing slip", { x: left, y: PAGE.margin, width: half, bold: true, size: 18 });
  let y = PAGE.margin + 30;
  y = write(doc, slip.shop.name, { x: left, y, width: half - 10, bold: true, size: 11 });
  for (const line of slip.shop.address) y = write(doc, line, { x: left, y, width: half - 10 });
  const shopBottom = slip.shop.phone ? write(doc, slip.shop.phone, { x: left, y, width: half, color: MUTED }) : y;

  let factsY = write(doc, `Order number: #${slip.number}`, {
    x: left + half,
    y: PAGE.margin + 4,
    width: half,
    align: "right",
    bold: true,
    size: 13,
  });
  factsY = write(doc, `Order date: ${printedDate(slip.placedAt)}`, {
    x: left + half,
    y: factsY + 2,
    width: half,
    align: "right",
  });
  return Math.max(shopBottom, factsY) + 14;
}

function shipTo(doc: Doc, slip: PackingSlip, top: number): number {
  const left = PAGE.margin;
  const a = slip.shipTo;
  rule(doc, top);
  let y = write(doc, "Ship to", { x: left, y: top + 8, width: CONTENT_WIDTH, bold: true, color: MUTED });
  y = write(doc, a.recipient, { x: left, y: y + 2, width: CONTENT_WIDTH, bold: true, size: 13 });
  y = write(doc, a.street, { x: left, y, width: CONTENT_WIDTH, size: 11 });
  if (a.landmark) y = write(doc, `Landmark: ${a.landmark}`, { x: left, y, width: CONTENT_WIDTH, size: 11 });
  y = write(doc, `${a.city}, ${a.state} ${a.pin}`, { x: left, y, width: CONTENT_WIDTH, bold: true, size: 11 });
  if (a.mobile) y = write(doc, `Mobile: ${a.mobile}`, { x: left, y, width: CONTENT_WIDTH, size: 11 });
  return y + 14;
}

function table(doc: Doc, slip: PackingSlip, top: number): number {
  const cols = columns(slip);
  const row = (cells: (c: Column) => string, y: number, bold: boolean) => {
    let x = PAGE.margin;
    let bottom = y;
    for (const c of cols) {
      bottom = Math.max(bottom, write(doc, cells(c), { x, y, width: c.width - 6, align: c.align, bold, size: 10 }));
      x += c.width;
    }
    return bottom;
  };
  const headings = (y: number) => {
    rule(doc, y);
    const below = row((c) => c.heading, y + 6, true) + 4;
    rule(doc, below);
    return below;
  };
  let y = headings(top);
  slip.lines.forEach((line, i) => {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = headings(PAGE.margin);
    }
    y = row((c) => c.cell(line, i), y + 6, false) + 4;
  });
  rule(doc, y);
  return write(doc, `Total items: ${slip.itemCount}`, {
    x: PAGE.margin,
    y: y + 8,
    width: CONTENT_WIDTH,
    align: "right",
    bold: true,
    size: 11,
  });
}

export function renderPackingSlipsPdf(slips: readonly PackingSlip[]): Promise<Buffer> {
  const title = slips.length === 1 ? `Packing slip #${slips[0]!.number}` : `Packing slips (${slips.length})`;
  return renderPdf({ Title: title, Author: slips[0]?.shop.name ?? "" }, (doc) => {
    slips.forEach((slip, i) => {
      if (i > 0) doc.addPage();
      table(doc, slip, shipTo(doc, slip, header(doc, slip)));
    });
  });
}
