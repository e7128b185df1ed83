import { randomUUID } from "node:crypto";
import { creditNoteNumber, DELIVERY_LINE, DELIVERY_SAC, financialYear } from "#domain/gst.ts";
import type { Paise } from "#domain/money.ts";
import { type CreditableLine, creditedPart, creditOfAmount, type SoldLine } from "#domain/returns.ts";
import type { Database } from "#server/db/client.ts";
import { nextDocumentNumber } from "#server/features/orders/document-numbers.ts";
import type { CreditedBefore } from "./tax-document-presenter.ts";
import type { CreditNoteLineRow, CreditNoteRow, CreditNoteTable, OrderItemRow, OrderRow } from "./rows.ts";
import type { Tx } from "./shared.ts";

/**
 * Credit notes for part of a sale (docs/product/tax-invoices.md#credit-note): the lines a return
 * gives back, or a goodwill refund shared over the order. Each has its own number in the
 * `CN/{FY}/{n}` series (the one a cancellation's credit note takes), drawn in the transaction
 * that approves the refund, and keeps the taxable value and GST of every line it credits.
 */

/** A line a credit note credits, before it is numbered. */
export interface CreditLine extends SoldLine {
  orderItemId: string | null;
  title: string;
  hsnCode: string;
  gstRate: number;
}

/** Units of an order line a return names. */
export interface ReturnedUnits {
  item: OrderItemRow;
  quantity: number;
}

const creditable = (item: OrderItemRow): CreditableLine => ({
  quantity: item.quantity,
  taxablePaise: item.taxable_paise,
  taxPaise: item.tax_paise,
  gstRate: item.gst_rate,
});

/**
 * What returned units are credited: each line's part after the units of it credited before
 * (`creditedPart`, so a line returned in parts adds up to the line to the paisa); or, when the
 * refund is smaller than that, the refund shared over them.
 */
export async function returnCreditLines(
  trx: Database,
  returned: readonly ReturnedUnits[],
  refundPaise?: Paise,
  /** A credit note of these very units (a request already refunded), not counted as before them. */
  ownCreditNoteId?: string | null,
): Promise<CreditLine[]> {
  // Units go back only with returns: a goodwill credit names none.
  const before = await trx
    .selectFrom("credit_note_lines")
    .innerJoin("credit_notes", "credit_notes.id", "credit_note_lines.credit_note_id")
    .select(["credit_note_lines.order_item_id", (eb) => eb.fn.sum<number>("credit_note_lines.quantity").as("units")])
    .where("credit_notes.cause", "=", "return")
    .where("credit_notes.id", "!=", ownCreditNoteId ?? "")
    .where(
      "credit_note_lines.order_item_id",
      "in",
      returned.map((r) => r.item.id),
    )
    .groupBy("credit_note_lines.order_item_id")
    .execute();
  const unitsBefore = new Map(before.map((row) => [row.order_item_id, Number(row.units)]));
  const parts = returned.map(({ item, quantity }) =>
    creditedPart(creditable(item), unitsBefore.get(item.id) ?? 0, quantity),
  );
  const whole = parts.reduce((sum, part) => sum + part.taxablePaise + part.taxPaise, 0);
  const credited =
    refundPaise === undefined || refundPaise >= whole
      ? parts
      : creditOfAmount(
          parts.map((part, index) => ({ ...part, gstRate: returned[index]!.item.gst_rate })),
          refundPaise,
        );
  return credited.map((part, index) => {
    const { item } = returned[index]!;
    return { ...part, orderItemId: item.id, title: item.title, hsnCode: item.hsn_code, gstRate: item.gst_rate };
  });
}

/**
 * What a goodwill refund credits: its amount shared over what is left uncredited of the order's
 * lines and its delivery (the line without an order line), by value, so no line is ever credited
 * past what it was sold for. The paise the invoice rounded its GST to (prices before tax) are the
 * credit note's round-off.
 */
export async function goodwillCredit(
  trx: Database,
  order: OrderRow,
  items: readonly OrderItemRow[],
  amountPaise: Paise,
): Promise<{ lines: CreditLine[]; roundOffPaise: Paise }> {
  const credited = (await creditedBefore(trx, order.id)).lines;
  const creditedOf = (itemId: string | null) => {
    const line = credited.get(itemId);
    return line ? line.taxablePaise + line.taxPaise : 0;
  };
  const lines = items.map((item) => ({
    gstRate: item.gst_rate,
    title: item.title,
    hsnCode: item.hsn_code,
    orderItemId: item.id as string | null,
    leftPaise: item.taxable_paise + item.tax_paise - creditedOf(item.id),
  }));
  if (order.shipping_paise > 0 && order.delivery_gst_rate !== null) {
    lines.push({
      gstRate: order.delivery_gst_rate,
      title: DELIVERY_LINE,
      hsnCode: DELIVERY_SAC,
      orderItemId: null,
      leftPaise:
        order.shipping_paise + (order.prices_include_tax === 1 ? 0 : order.delivery_tax_paise) - creditedOf(null),
    });
  }
  const left = lines.map((line) => ({
    quantity: 1,
    taxablePaise: Math.max(0, line.leftPaise),
    taxPaise: 0,
    gstRate: line.gstRate,
  }));
  const shared = creditOfAmount(left, amountPaise)
    .map((part, index) => {
      const { title, hsnCode, gstRate, orderItemId } = lines[index]!;
      // No units go back: one line of its value.
      return { ...part, quantity: 1, orderItemId, title, hsnCode, gstRate };
    })
    .filter((line) => line.taxablePaise + line.taxPaise > 0);
  const rest = amountPaise - shared.reduce((sum, line) => sum + line.taxablePaise + line.taxPaise, 0);
  return { lines: shared, roundOffPaise: rest > 0 && rest < 100 ? rest : 0 };
}

/**
 * Issues a credit note for these lines of an invoiced order, numbered now; an order without a tax
 * invoice (sold before the shop gave its GST particulars) has none to credit: answers null.
 */
export async function issuePartialCreditNote(
  trx: Tx,
  order: OrderRow,
  credit: {
    cause: CreditNoteTable["cause"];
    returnId: string | null;
    note: string | null;
    lines: CreditLine[];
    /** Paise of GST rounding the invoice charged on top of its lines: credited too, as round-off. */
    roundOffPaise?: Paise;
    at: Date;
  },
): Promise<string | null> {
  if (!order.invoice_number || credit.lines.length === 0) return null;
  const fy = financialYear(credit.at);
  const id = randomUUID();
  await trx
    .insertInto("credit_notes")
    .values({
      id,
      order_id: order.id,
      number: creditNoteNumber(fy, await nextDocumentNumber(trx, "credit-note", fy)),
      cause: credit.cause,
      return_id: credit.returnId,
      note: credit.note,
      taxable_paise: credit.lines.reduce((sum, line) => sum + line.taxablePaise, 0),
      tax_paise: credit.lines.reduce((sum, line) => sum + line.taxPaise, 0) + (credit.roundOffPaise ?? 0),
      issued_at: credit.at.toISOString(),
    })
    .execute();
  await trx
    .insertInto("credit_note_lines")
    .values(
      credit.lines.map((line, position) => ({
        credit_note_id: id,
        position,
        order_item_id: line.orderItemId,
        title: line.title,
        hsn_code: line.hsnCode,
        gst_rate: line.gstRate,
        quantity: line.quantity,
        taxable_paise: line.taxablePaise,
        tax_paise: line.taxPaise,
      })),
    )
    .execute();
  return id;
}

/** An order's credit notes for part of its sale, oldest first. */
export async function listPartialCreditNotes(db: Database, orderId: string): Promise<CreditNoteRow[]> {
  return db
    .selectFrom("credit_notes")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("issued_at")
    .orderBy("number")
    .execute();
}

/** One of an order's credit notes with its lines, or undefined when the order has no such note. */
export async function getPartialCreditNote(
  db: Database,
  { orderId, creditNoteId }: { orderId: string; creditNoteId: string },
): Promise<{ note: CreditNoteRow; lines: CreditNoteLineRow[] } | undefined> {
  const note = await db
    .selectFrom("credit_notes")
    .selectAll()
    .where("id", "=", creditNoteId)
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  if (!note) return undefined;
  const lines = await db
    .selectFrom("credit_note_lines")
    .selectAll()
    .where("credit_note_id", "=", note.id)
    .orderBy("position")
    .execute();
  return { note, lines };
}

/** What an order's credit notes for part of it credit, by line and in all: a cancellation credits the rest. */
export async function creditedBefore(db: Database, orderId: string): Promise<CreditedBefore> {
  const [lines, notes] = await Promise.all([
    db
      .selectFrom("credit_note_lines")
      .innerJoin("credit_notes", "credit_notes.id", "credit_note_lines.credit_note_id")
      .select([
        "credit_note_lines.order_item_id",
        (eb) => eb.fn.sum<number>("credit_note_lines.taxable_paise").as("taxable"),
        (eb) => eb.fn.sum<number>("credit_note_lines.tax_paise").as("tax"),
        // Units go back with returns only.
        (eb) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when("credit_notes.cause", "=", "return")
                .then(eb.ref("credit_note_lines.quantity"))
                .else(0)
                .end(),
            )
            .as("units"),
      ])
      .where("credit_notes.order_id", "=", orderId)
      .groupBy("credit_note_lines.order_item_id")
      .execute(),
    db
      .selectFrom("credit_notes")
      .select([
        (eb) => eb.fn.coalesce(eb.fn.sum<number>("taxable_paise"), eb.val(0)).as("taxable"),
        (eb) => eb.fn.coalesce(eb.fn.sum<number>("tax_paise"), eb.val(0)).as("tax"),
      ])
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lines: new Map(
      lines.map((line) => [
        line.order_item_id,
        { taxablePaise: Number(line.taxable), taxPaise: Number(line.tax), units: Number(line.units) },
      ]),
    ),
    taxPaise: Number(notes.tax),
    totalPaise: Number(notes.taxable) + Number(notes.tax),
  };
}
