import type { Selectable } from "kysely";
import { message } from "#domain/i18n/message.ts";
import { type CouponTerms, normalizeCouponCode } from "#domain/promotions/coupon.ts";
import type { CouponSort } from "#domain/schemas/admin-coupon.ts";
import type { AdminListQuery } from "#domain/schemas/admin-fields.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import { containsText, offsetOf, type Page } from "#server/db/admin-tables.ts";
import type { Database } from "#server/db/client.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import type { CouponTable } from "./rows.ts";

/**
 * The admin's coupons (docs/product/admin.md#coupons): their table, and adding, editing and
 * deleting one. A coupon's `uses` belong to the order service, which raises and lowers them in
 * the orders' transactions: nothing here writes them, so an edit never loses an order's count.
 */

export type Coupon = Selectable<CouponTable>;

/** What the coupon rules (domain/promotions/coupon.ts) read of a stored coupon. */
export function couponTermsOf(row: Coupon): CouponTerms {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotalPaise: row.min_subtotal_paise,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    active: row.active === 1,
  };
}

/** The columns a save writes: the terms, never the code (the key) nor the uses. */
function columnsOf(terms: CouponTerms, at: string) {
  return {
    kind: terms.kind,
    value: terms.value,
    min_subtotal_paise: terms.minSubtotalPaise,
    starts_at: terms.startsAt,
    ends_at: terms.endsAt,
    max_uses: terms.maxUses,
    max_uses_per_customer: terms.maxUsesPerCustomer,
    active: terms.active ? (1 as const) : (0 as const),
    updated_at: at,
  };
}

const SORT_COLUMNS = { created: "created_at", code: "code", uses: "uses" } as const satisfies Record<
  CouponSort,
  keyof CouponTable
>;

/** One page of the admin's Coupons table, searched by code; ties broken by code in the same direction. */
export async function listCoupons(db: Database, query: AdminListQuery<CouponSort>): Promise<Page<Coupon>> {
  const matching = () => {
    const all = db.selectFrom("coupons");
    return query.q ? all.where(containsText("code", query.q)) : all;
  };
  const [items, count] = await Promise.all([
    matching()
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("code", query.dir)
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    matching()
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** The coupon a code names, typed in any case. */
export async function findCoupon(db: Database, code: string): Promise<Coupon | undefined> {
  return db.selectFrom("coupons").selectAll().where("code", "=", normalizeCouponCode(code)).executeTakeFirst();
}

async function couponOrNotFound(db: Database, code: string): Promise<Coupon> {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw notFound("coupon.notFound");
  return coupon;
}

const CODE_TAKEN = message("coupon.code.taken");

/**
 * A new coupon. A code names one coupon only: a taken one is a 409 beside the code, whether the
 * other coupon was there before or a concurrent save wrote it first (the key refuses the second).
 */
export async function createCoupon(db: Database, terms: CouponTerms): Promise<Coupon> {
  changesNothingPublic();
  const at = now();
  const result = await db
    .insertInto("coupons")
    .values({ code: terms.code, ...columnsOf(terms, at), created_at: at })
    .onConflict((conflict) => conflict.column("code").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
  return couponOrNotFound(db, terms.code);
}

/**
 * New terms for the coupon `code` names. Its code stays: orders hold the code they used, and a
 * customer's uses are counted by it, so a renamed coupon would start over for everyone.
 */
export async function updateCoupon(db: Database, options: { code: string; terms: CouponTerms }): Promise<Coupon> {
  changesNothingPublic();
  const code = normalizeCouponCode(options.code);
  const result = await db
    .updateTable("coupons")
    .set(columnsOf(options.terms, now()))
    .where("code", "=", code)
    .where("code", "=", options.terms.code)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await couponOrNotFound(db, code);
    const unchangeable = message("coupon.code.unchangeable");
    throw new AppError(400, unchangeable, { code: unchangeable });
  }
  return couponOrNotFound(db, code);
}

/** The coupon goes; orders that used it keep its code and what it took off. */
export async function deleteCoupon(db: Database, options: { code: string }): Promise<void> {
  changesNothingPublic();
  const result = await db
    .deleteFrom("coupons")
    .where("code", "=", normalizeCouponCode(options.code))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("coupon.notFound");
}
