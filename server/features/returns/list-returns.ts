import type { RefundStatus } from "#domain/payments.ts";
import type { ReturnStatus } from "#domain/returns.ts";
import type { Database } from "#server/db/client.ts";
import { returnCreditLines } from "#server/features/orders/credit-notes.ts";
import type { OrderItemRow } from "#server/features/orders/rows.ts";
import { notFound } from "#server/http/errors.ts";
import type { MediaStore } from "#server/storage/media-store.ts";
import { readReturnPhoto, type ReturnPhotoWidth } from "./photos.ts";
import type { ReturnRow } from "./rows.ts";

/** Requests on a page of the returns tab. */
export const RETURNS_PAGE_SIZE = 20;

/** A request as the returns tab and the order page read it: its lines, photos and what its decision made. */
export interface ReturnDetails extends ReturnRow {
  customer: { name: string; email: string };
  lines: Array<{ item: OrderItemRow; quantity: number }>;
  photoCount: number;
  /** What the returned units were sold for (GST included): an approved refund's default. */
  linesValuePaise: number;
  creditNoteNumber: string | null;
  /** Where its refund stands: `failed` when the gateway refused it (approve again to send it again). */
  refundStatus: RefundStatus | null;
}

async function detailsOf(db: Database, requests: ReturnRow[]): Promise<ReturnDetails[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((r) => r.id);
  const refundIds = requests.flatMap((r) => (r.refund_id ? [r.refund_id] : []));
  const [lines, photos, orders, creditNotes, refunds] = await Promise.all([
    db
      .selectFrom("return_lines")
      .innerJoin("order_items", "order_items.id", "return_lines.order_item_id")
      .selectAll("order_items")
      .select(["return_lines.return_id", "return_lines.quantity as returned"])
      .where("return_lines.return_id", "in", ids)
      .orderBy("order_items.id")
      .execute(),
    db
      .selectFrom("return_photos")
      .select(["return_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("return_id", "in", ids)
      .groupBy("return_id")
      .execute(),
    db
      .selectFrom("orders")
      .select(["id", "user_name", "user_email"])
      .where(
        "id",
        "in",
        requests.map((r) => r.order_id),
      )
      .execute(),
    db.selectFrom("credit_notes").select(["id", "number"]).where("return_id", "in", ids).execute(),
    refundIds.length === 0
      ? []
      : db.selectFrom("refunds").select(["id", "status"]).where("id", "in", refundIds).execute(),
  ]);
  return Promise.all(
    requests.map(async (request) => {
      const own = lines
        .filter((line) => line.return_id === request.id)
        .map(({ return_id: _returnId, returned, ...item }) => ({ item, quantity: returned }));
      const order = orders.find((o) => o.id === request.order_id);
      const credit = await returnCreditLines(db, own, undefined, request.credit_note_id);
      return {
        ...request,
        customer: { name: order?.user_name ?? "", email: order?.user_email ?? "" },
        lines: own,
        photoCount: Number(photos.find((p) => p.return_id === request.id)?.count ?? 0),
        linesValuePaise: credit.reduce((sum, line) => sum + line.taxablePaise + line.taxPaise, 0),
        creditNoteNumber: creditNotes.find((note) => note.id === request.credit_note_id)?.number ?? null,
        refundStatus: refunds.find((refund) => refund.id === request.refund_id)?.status ?? null,
      };
    }),
  );
}

/** The admin's returns tab: newest first, by status, a page at a time. */
export async function listReturns(
  db: Database,
  { status, page }: { status?: ReturnStatus; page: number },
): Promise<{ items: ReturnDetails[]; total: number }> {
  let query = db.selectFrom("returns");
  if (status) query = query.where("status", "=", status);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(RETURNS_PAGE_SIZE)
      .offset((page - 1) * RETURNS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: await detailsOf(db, rows), total: Number(count.n) };
}

/** One order's requests, oldest first: the order page and the admin's order dialog. */
export async function returnsOfOrder(db: Database, orderId: string): Promise<ReturnDetails[]> {
  const rows = await db
    .selectFrom("returns")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return detailsOf(db, rows);
}

/** One request, for its customer (`userId`) or an admin; another's is not found. */
export async function getReturn(db: Database, { returnId, userId }: { returnId: string; userId?: string }) {
  let query = db.selectFrom("returns").selectAll().where("id", "=", returnId);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("return.notFound");
  const [details] = await detailsOf(db, [row]);
  return details!;
}

/** A request's photo, for its customer or an admin: the WebP bytes, or 404. */
export async function getReturnPhoto(
  { db, media }: { db: Database; media: MediaStore },
  {
    returnId,
    position,
    width,
    userId,
  }: { returnId: string; position: number; width: ReturnPhotoWidth; userId?: string },
): Promise<Buffer> {
  let query = db
    .selectFrom("return_photos")
    .innerJoin("returns", "returns.id", "return_photos.return_id")
    .select("return_photos.media_key")
    .where("return_photos.return_id", "=", returnId)
    .where("return_photos.position", "=", position);
  if (userId !== undefined) query = query.where("returns.user_id", "=", userId);
  const photo = await query.executeTakeFirst();
  const data = photo && (await readReturnPhoto(media, photo.media_key, width));
  if (!data) throw notFound("return.photoNotFound");
  return data;
}

/** The request a ₹0 replacement order answers, for its page: its number and the order it replaces. */
export async function replacementOrigin(db: Database, returnId: string | null) {
  if (returnId === null) return null;
  const row = await db
    .selectFrom("returns")
    .select(["number", "order_id"])
    .where("id", "=", returnId)
    .executeTakeFirst();
  return row ? { returnNumber: row.number, orderId: row.order_id } : null;
}
