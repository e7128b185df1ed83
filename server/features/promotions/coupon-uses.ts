import type { Selectable } from "kysely";
import type { Database } from "#server/db/client.ts";
import { ORDER_CANCELLED } from "#domain/orders.ts";
import type { AppliedCoupon } from "#domain/pricing.ts";
import { type CouponTerms, couponRefusal } from "#domain/promotions/coupon.ts";
import { message } from "#domain/i18n/message.ts";
import type { Tx } from "#server/features/orders/shared.ts";
import { AppError } from "#server/http/errors.ts";
import type { CouponTable } from "./rows.ts";
import { couponTermsOf } from "./coupons.ts";

/**
 * A coupon on an order (docs/product/commerce-core.md#coupons): whether it may be used, its use
 * counted in the order's own transaction, and given back when the order is cancelled.
 */

interface CouponAsk {
  code: string;
  userId: string;
  /** The order's subtotal as priced from the database: after the products' discounts, before the coupon. */
  subtotalPaise: number;
  at: Date;
}

/** The customer's orders that hold the coupon and are not cancelled: their uses of it. */
async function usesByCustomer(db: Database | Tx, code: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("coupon_code", "=", code)
    .where("user_id", "=", userId)
    .where("status", "!=", ORDER_CANCELLED)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The coupon as the customer may use it now, or a 400 naming the field with the reason. */
async function usableCoupon(db: Database | Tx, ask: CouponAsk): Promise<Selectable<CouponTable>> {
  const row = await db.selectFrom("coupons").selectAll().where("code", "=", ask.code).executeTakeFirst();
  const terms: CouponTerms | null = row ? couponTermsOf(row) : null;
  const refusal = couponRefusal(terms, {
    at: ask.at,
    subtotalPaise: ask.subtotalPaise,
    uses: row?.uses ?? 0,
    usesByCustomer: row ? await usesByCustomer(db, ask.code, ask.userId) : 0,
  });
  if (refusal || !row) {
    const reason = refusal ?? message("coupon.notValid");
    throw new AppError(400, reason, { couponCode: reason });
  }
  return row;
}

const applied = (row: Selectable<CouponTable>): AppliedCoupon => ({ code: row.code, kind: row.kind, value: row.value });

/** 'Apply' in the order summary: the coupon as it would apply to this subtotal now; nothing is counted. */
export async function checkCoupon(db: Database, ask: CouponAsk): Promise<AppliedCoupon> {
  return applied(await usableCoupon(db, ask));
}

/**
 * Counts one use of the coupon for an order being placed, in its transaction. The customer's own
 * uses are counted under the lock the order service holds on the customer; the uses of everyone
 * by one guarded update, so of concurrent orders taking the last use one wins and the others are
 * refused, never more than `max_uses`.
 */
export async function redeemCoupon(trx: Tx, ask: CouponAsk): Promise<AppliedCoupon> {
  const row = await usableCoupon(trx, ask);
  const taken = await trx
    .updateTable("coupons")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("code", "=", row.code)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    const usedUp = message("coupon.notValid");
    throw new AppError(400, usedUp, { couponCode: usedUp });
  }
  return applied(row);
}

/**
 * An order's coupon use moves with its stock: a cancelled order gives its use back (+1 direction
 * of stock), a reopened one takes it again — the admin's decision, so even past `max_uses`.
 */
export async function moveCouponUse(trx: Tx, code: string | null, stockDirection: -1 | 0 | 1): Promise<void> {
  if (code === null || stockDirection === 0) return;
  const update = trx.updateTable("coupons").where("code", "=", code);
  if (stockDirection === 1)
    await update
      .set((eb) => ({ uses: eb("uses", "-", 1) }))
      .where("uses", ">", 0)
      .execute();
  else await update.set((eb) => ({ uses: eb("uses", "+", 1) })).execute();
}
