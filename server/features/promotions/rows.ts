import type { Generated } from "kysely";
import type { Flag } from "#server/db/schema.ts";

/** A coupon (docs/product/commerce-core.md#coupons), keyed by its upper-case code. */
export interface CouponTable {
  code: string;
  kind: "percent" | "amount";
  /** Percent (1–90) for `percent`, paise for `amount`. */
  value: number;
  min_subtotal_paise: number;
  starts_at: string | null;
  ends_at: string | null;
  /** All customers together; null: no limit. */
  max_uses: number | null;
  max_uses_per_customer: number;
  active: Flag;
  /** Orders holding the coupon and not cancelled: raised in the order's transaction, never past max_uses. */
  uses: Generated<number>;
  created_at: string;
  updated_at: string;
}
