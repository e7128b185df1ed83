import { randomUUID } from "node:crypto";
import { indiaDate } from "#domain/gst.ts";
import { DELIVERED } from "#domain/orders.ts";
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  type LineUnits,
  MIN_RETURN_PHOTOS,
  RETURN_PHOTOS_COUNT,
  returnLinesRefusal,
  returnNumber,
  returnWindowRefusal,
} from "#domain/returns.ts";
import type { ReturnRequestInput } from "#domain/schemas/returns.ts";
import { changesNothingPublic, customerTag, markChanged } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { nextDocumentNumber } from "#server/features/orders/document-numbers.ts";
import { type Actor, mailContext, type OrderChangeDeps, recordEvent } from "#server/features/orders/order-changes.ts";
import type { OrderItemRow } from "#server/features/orders/rows.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { message } from "#domain/i18n/message.ts";
import type { Database } from "#server/db/client.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import type { MediaStore } from "#server/storage/media-store.ts";
import { readReturnPhotos, removeReturnPhotos, storeReturnPhotos } from "./photos.ts";
import { queueReturnMail } from "./return-mails.ts";

/** When the order was last delivered, if it is delivered now. */
async function deliveredAt(trx: Database, order: { id: string; status: string }): Promise<Date | null> {
  if (order.status !== DELIVERED) return null;
  const event = await trx
    .selectFrom("order_events")
    .select("created_at")
    .where("order_id", "=", order.id)
    .where("type", "=", "status")
    .where("to_value", "=", DELIVERED)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return event ? new Date(event.created_at) : null;
}

/**
 * The order's lines each asked line names (its variant, or the product's only line: a product
 * bought in two sizes needs the size), merged by line.
 */
function askedUnits(items: readonly OrderItemRow[], lines: ReturnRequestInput["lines"]): LineUnits[] {
  const asked = new Map<string, LineUnits>();
  for (const line of lines) {
    const matching = items.filter(
      (i) => i.product_id === line.productId && (line.variantId === undefined || i.variant_id === line.variantId),
    );
    const item = matching.length === 1 ? matching[0] : undefined;
    const key = item?.id ?? `${line.productId}/${line.variantId ?? ""}`;
    const before = asked.get(key);
    asked.set(key, { key, title: item?.title ?? "", quantity: (before?.quantity ?? 0) + line.quantity });
  }
  return [...asked.values()];
}

/** Units of each line named by the order's requests so far, but those rejected. */
async function unitsReportedBefore(trx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom("return_lines")
    .innerJoin("returns", "returns.id", "return_lines.return_id")
    .select(["return_lines.order_item_id", (eb) => eb.fn.sum<number>("return_lines.quantity").as("units")])
    .where("returns.order_id", "=", orderId)
    .where("returns.status", "!=", "Rejected")
    .groupBy("return_lines.order_item_id")
    .execute();
  return new Map(rows.map((row) => [row.order_item_id, Number(row.units)]));
}

export interface ReturnRequestDeps extends OrderChangeDeps {
  media: MediaStore;
}

/**
 * 'Report a problem' (docs/product/commerce-core.md#returns-and-replacements): the customer's
 * request on a delivered order, within the window, for units not already reported. The photos
 * are checked before anything else and stored before the transaction (a failed request removes
 * them); the order's row is locked so two requests for the same units cannot both pass.
 */
export async function requestReturn(
  deps: ReturnRequestDeps,
  { userId, orderId, input }: { userId: string; orderId: string; input: ReturnRequestInput },
): Promise<{ id: string; number: string; status: "Requested" }> {
  changesNothingPublic();
  const context = await mailContext(deps);
  const windowDays = context.shop?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
  // Everything that needs no picture is checked before the pictures are decoded and stored.
  await reportableUnits(deps.db, { orderId, userId, input, windowDays });
  if (input.photos.length < MIN_RETURN_PHOTOS)
    throw new AppError(400, RETURN_PHOTOS_COUNT, { photos: RETURN_PHOTOS_COUNT });
  const keys = await storeReturnPhotos(deps.media, await readReturnPhotos(input.photos));
  const actor: Actor = { kind: "customer", id: userId };
  let request: { id: string; number: string; status: "Requested" };
  try {
    request = await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("orders")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("id", "=", orderId)
        .where("user_id", "=", userId)
        .execute();
      // Again, on the locked order: another request may have named these units meanwhile.
      const asked = await reportableUnits(trx, { orderId, userId, input, windowDays });
      const at = new Date(now());

      const year = indiaDate(at).year;
      const id = randomUUID();
      const number = returnNumber(year, await nextDocumentNumber(trx, "return", String(year)));
      const stamp = at.toISOString();
      await trx
        .insertInto("returns")
        .values({
          id,
          number,
          order_id: orderId,
          user_id: userId,
          reason: input.reason,
          description: input.description,
          wish: input.wish,
          status: "Requested",
          decision_note: null,
          refund_paise: null,
          replacement_order_id: null,
          credit_note_id: null,
          refund_id: null,
          created_at: stamp,
          decided_at: null,
          updated_at: stamp,
        })
        .execute();
      await trx
        .insertInto("return_lines")
        .values(asked.map((line) => ({ return_id: id, order_item_id: line.key, quantity: line.quantity })))
        .execute();
      await trx
        .insertInto("return_photos")
        .values(keys.map((key, position) => ({ return_id: id, position, media_key: key })))
        .execute();
      await recordEvent(trx, { orderId, type: "return", from: null, to: "Requested", note: number, actor, at: stamp });
      await queueReturnMail(trx, id, context);
      return { id, number, status: "Requested" as const };
    });
  } catch (error) {
    await removeReturnPhotos(deps.media, keys);
    throw error;
  }
  markChanged([customerTag(userId)]);
  await deliverAfterCommit(deps);
  return request;
}

/**
 * The units a request names, when the customer may report them now: their own order, delivered
 * within the window, lines of it not reported in full before; a free replacement is replaced,
 * never refunded. Refused with the reason otherwise.
 */
async function reportableUnits(
  db: Database,
  {
    orderId,
    userId,
    input,
    windowDays,
  }: { orderId: string; userId: string; input: ReturnRequestInput; windowDays: number },
): Promise<LineUnits[]> {
  const order = await db
    .selectFrom("orders")
    .select(["id", "status", "replacement_for_return_id"])
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!order) throw notFound("order.notFound");
  const windowRefusal = returnWindowRefusal(await deliveredAt(db, order), new Date(now()), windowDays);
  if (windowRefusal) throw new AppError(409, windowRefusal);
  if (order.replacement_for_return_id !== null && input.wish === "Refund")
    throw new AppError(400, message("return.refund.freeReplacement"), {
      wish: message("return.refund.freeReplacement"),
    });
  const items = await db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).execute();
  const asked = askedUnits(items, input.lines);
  const delivered = items.map((item) => ({ key: item.id, title: item.title, quantity: item.quantity }));
  const refusal = returnLinesRefusal(asked, delivered, await unitsReportedBefore(db, orderId));
  if (refusal) throw new AppError(400, refusal, { lines: refusal });
  return asked;
}
