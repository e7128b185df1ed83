import { message } from "#domain/i18n/message.ts";
import { deliverAfterCommit } from "#server/mail/mail-outbox.ts";
import { randomUUID } from "node:crypto";
import { CARD_EXPIRED, isExpired } from "#domain/cards.ts";
import { type PricedLine, priceCart } from "#domain/pricing.ts";
import { shopPricingOf } from "#domain/shop-pricing.ts";
import {
  DEFAULT_UNPAID_ORDER_LIMITS,
  type OrderToPlace,
  unpaidLimitRefusal,
  type UnpaidOrderLimits,
} from "#domain/order-limits.ts";
import { ORDER_CANCELLED, OPEN_STATUSES, ORDER_SUCCESSFUL } from "#domain/orders.ts";
import {
  MERGED_QUANTITY_MESSAGE,
  mergeCartLines,
  type PaymentInput,
  type PlaceOrderInput,
  type ShippingAddressInput,
} from "#domain/schemas/order.ts";
import type { Config } from "#server/config.ts";
import type { Database, DatabaseKind } from "#server/db/client.ts";
import type { ProductRow, VariantRow } from "#server/features/catalogue/rows.ts";
import { lineName, orderedVariant, soldVariantName } from "#domain/catalogue/variants.ts";
import { takeStock } from "./stock.ts";
import type { OrderItemRow } from "#server/features/orders/rows.ts";
import { AppError } from "#server/http/errors.ts";
import {
  expiresUnpaid,
  initialPaymentStatus,
  type PaymentSetup,
  paymentMethodRefusal,
  UNPAID_STATUSES,
} from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { paymentSetup } from "#server/features/payments/payment-setup.ts";
import { openOnlinePayment } from "#server/features/payments/checkout.ts";
import type { PaymentDeps } from "#server/features/payments/deps.ts";
import { listAddresses, maskedCard, saveAddress, saveCard } from "#server/features/accounts/accounts.ts";
import { getOrder } from "#server/features/orders/get-order.ts";
import { issueInvoice, takeInvoicingTurn } from "#server/features/orders/tax-documents.ts";
import { readSettings } from "#server/features/settings/settings.ts";
import { redeemCoupon } from "#server/features/promotions/coupon-uses.ts";
import { emptyCart } from "#server/features/cart/cart.ts";
import { mailContext, queueOrderMails, recordEvent } from "#server/features/orders/order-changes.ts";
import { now } from "#server/clock.ts";
import { type OrderWithItems, type Tx } from "#server/features/orders/shared.ts";
import { customerTag, markChanged } from "#server/cache/cache-tags.ts";

export interface Customer {
  id: string;
  email: string;
  fullName: string;
}

async function resolveAddress(db: Database | Tx, userId: string, address: ShippingAddressInput) {
  if (address.kind === "new") return address;
  const saved = await db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", address.savedAddressId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!saved)
    throw new AppError(400, message("order.address.required"), {
      selectedAddress: message("order.address.savedGone"),
    });
  // Saved before the mobile was required (docs/product/addresses.md#saved-addresses): the courier could not call.
  if (!saved.mobile)
    throw new AppError(400, message("order.address.noMobile"), { selectedAddress: message("order.address.noMobile") });
  return saved;
}

/** Saves a new checkout address in the address book, unless the same place is already there. */
async function keepAddress(db: Database, userId: string, address: ShippingAddressInput & { kind: "new" }) {
  const { kind: _kind, ...fields } = address;
  const same = (text: string, other: string) => text.trim().toLowerCase() === other.trim().toLowerCase();
  const saved = await listAddresses(db, userId);
  const known = saved.find(
    (a) =>
      same(a.street, fields.street) &&
      same(a.city, fields.city) &&
      a.state === fields.state &&
      a.zip === fields.zip &&
      (same(a.recipient, fields.recipient) || a.recipient === ""),
  );
  if (!known) await saveAddress(db, userId, fields);
  // Saved before the mobile was asked: the checkout asked for it, and the address keeps it.
  else if (!known.mobile) await saveAddress(db, userId, { ...fields, id: known.id });
}

const NO_CARD = { card_brand: null, card_last4: null, card_holder: null };

/**
 * What the order keeps of the payment: the method, and for a card only its masked form. A method
 * the shop does not offer is refused (docs/product/payments.md#payment-method-settings).
 */
async function resolvePayment(
  db: Database | Tx,
  userId: string,
  payment: PaymentInput,
  shop: { settings: ShopSettings | null; setup: PaymentSetup },
) {
  const refusal = paymentMethodRefusal(
    payment.method === "saved-card" ? "card" : payment.method,
    shop.settings,
    shop.setup,
  );
  if (refusal) throw new AppError(400, refusal.error, { selectedPaymentMethod: refusal.field });
  if (payment.method === "cod") return { payment_method: "cod" as const, ...NO_CARD };
  if (payment.method === "upi") return { payment_method: "upi" as const, ...NO_CARD };
  if (payment.method === "online") return { payment_method: "online" as const, ...NO_CARD };
  if (payment.method === "card") {
    const card = maskedCard(payment);
    return {
      payment_method: "card" as const,
      card_brand: card.brand,
      card_last4: card.last4,
      card_holder: card.holder_name,
    };
  }
  const saved = await db
    .selectFrom("saved_cards")
    .selectAll()
    .where("id", "=", payment.savedCardId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!saved)
    throw new AppError(400, message("order.payment.required"), {
      selectedPaymentMethod: message("order.payment.savedCardGone"),
    });
  // A card saved while valid may have expired since.
  if (isExpired(saved.expiry, new Date()))
    throw new AppError(400, CARD_EXPIRED, { selectedPaymentMethod: CARD_EXPIRED });
  return {
    payment_method: "card" as const,
    card_brand: saved.brand,
    card_last4: saved.last4,
    card_holder: saved.holder_name,
  };
}

/** The variant's name as the order keeps it: none for a product sold in one unnamed variant. */
const variantNameOf = (product: ProductRow, variant: VariantRow) => soldVariantName(product.option_name, variant.name);

/** An order's lines as kept: a snapshot of each variant and its price at the moment of ordering. */
export function orderItemRows(
  orderId: string,
  lines: Array<PricedLine & { product: ProductRow; variant: VariantRow }>,
): OrderItemRow[] {
  return lines.map((l) => ({
    id: randomUUID(),
    order_id: orderId,
    product_id: l.product.id,
    variant_id: l.variant.id,
    variant_name: variantNameOf(l.product, l.variant),
    slug: l.product.slug,
    title: lineName(l.product.title, variantNameOf(l.product, l.variant)),
    title_hi: l.product.title_hi,
    variant_name_hi: l.product.option_name ? l.variant.name_hi : null,
    image: l.product.image1,
    price_paise: l.pricePaise,
    discount: l.discount,
    sale_price_paise: l.salePricePaise,
    quantity: l.quantity,
    line_total_paise: l.lineTotalPaise,
    hsn_code: l.product.hsn_code,
    gst_rate: l.gstRate,
    tax_paise: l.taxPaise,
    coupon_paise: l.couponPaise,
    taxable_paise: l.taxablePaise,
  }));
}

/**
 * The cart's lines with their products and variants as they are now: a line naming no variant
 * means the product's first; lines that turn out to name one variant are merged.
 */
export async function cartLines(trx: Database | Tx, cart: PlaceOrderInput["cart"]) {
  const ids = [...new Set(cart.map((l) => l.productId))];
  const [products, variants] = await Promise.all([
    trx.selectFrom("products").selectAll().where("id", "in", ids).execute(),
    trx
      .selectFrom("product_variants")
      .selectAll()
      .where("product_id", "in", ids)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const resolved = cart.map((line) => {
    const product = productById.get(line.productId);
    if (!product) throw new AppError(409, message("order.place.productGone"));
    const own = variants.filter((v) => v.product_id === product.id);
    const variant = orderedVariant(own, line.variantId);
    if (!variant) throw new AppError(409, message("order.place.variantGone"));
    return { productId: product.id, variantId: variant.id, quantity: line.quantity, product, variant };
  });
  const merged = mergeCartLines(resolved, (line) => line.variantId);
  if (!merged) throw new AppError(400, MERGED_QUANTITY_MESSAGE, { cart: MERGED_QUANTITY_MESSAGE });
  return merged.map(({ product, variant, quantity }) => ({
    product,
    variant,
    quantity,
    pricePaise: variant.price_paise,
    discount: variant.discount,
    gstRate: product.gst_rate,
  }));
}

/** The customer's units per product, whatever its variants: the unpaid-order caps count products. */
function unitsByProduct(lines: Array<{ product: ProductRow; quantity: number }>): OrderToPlace["lines"] {
  const units = new Map<string, OrderToPlace["lines"][number]>();
  for (const { product, quantity } of lines) {
    const present = units.get(product.id);
    units.set(product.id, {
      productId: product.id,
      title: product.title,
      quantity: (present?.quantity ?? 0) + quantity,
    });
  }
  return [...units.values()];
}

async function orderIdByIdempotencyKey(trx: Tx, userId: string, key: string | undefined) {
  if (!key) return undefined;
  const order = await trx
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return order?.id;
}

/**
 * Makes one customer's placements run one at a time, so the replay check and the limits
 * below count every order committed before: PostgreSQL holds the customer's profile row
 * until the transaction ends; SQLite runs one transaction at a time anyway. Without it,
 * twenty concurrent requests could all count the same few orders and all pass.
 */
async function lockCustomer(trx: Tx, kind: DatabaseKind, userId: string): Promise<void> {
  if (kind !== "postgres") return;
  await trx.selectFrom("profiles").select("user_id").where("user_id", "=", userId).forUpdate().execute();
}

const HOUR_MS = 60 * 60 * 1000;

type OrderLimits = Pick<Config, "ordersPerHour" | "maxOpenOrders">;

/**
 * One account must not hold the whole stock with unpaid cash-on-delivery orders:
 * ORDERS_PER_HOUR orders placed in the last hour, MAX_OPEN_ORDERS neither delivered nor cancelled.
 */
async function assertWithinLimits(trx: Tx, userId: string, limits: OrderLimits): Promise<void> {
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  const counts = await trx
    .selectFrom("orders")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("created_at", ">=", since).then(1).else(0).end()).as("lastHour"),
      eb.fn.sum<number>(eb.case().when("status", "in", OPEN_STATUSES).then(1).else(0).end()).as("open"),
    ])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(counts.lastHour ?? 0) >= limits.ordersPerHour)
    throw new AppError(429, message("order.place.tooManyRecent"));
  const open = Number(counts.open ?? 0);
  if (open >= limits.maxOpenOrders) throw new AppError(409, message("order.place.tooManyOpen", { open }));
}

/**
 * The customer's unpaid orders (not cancelled, money not in) with the one being placed must stay
 * within the shop's limits (`unpaidLimitRefusal`). Counted under the same lock as the limits above.
 */
async function assertWithinUnpaidLimits(
  trx: Tx,
  userId: string,
  limits: UnpaidOrderLimits,
  order: OrderToPlace,
): Promise<void> {
  const unpaid = trx
    .selectFrom("orders")
    .where("orders.user_id", "=", userId)
    .where("orders.status", "!=", ORDER_CANCELLED)
    .where("orders.payment_status", "in", UNPAID_STATUSES);
  const value = await unpaid
    .select((eb) => eb.fn.sum<number>("orders.total_paise").as("paise"))
    .executeTakeFirstOrThrow();
  const units = await unpaid
    .innerJoin("order_items", "order_items.order_id", "orders.id")
    .where(
      "order_items.product_id",
      "in",
      order.lines.map((line) => line.productId),
    )
    .select((eb) => ["order_items.product_id", eb.fn.sum<number>("order_items.quantity").as("units")])
    .groupBy("order_items.product_id")
    .execute();
  const held = {
    valuePaise: Number(value.paise ?? 0),
    unitsByProduct: new Map(units.map((row) => [row.product_id ?? "", Number(row.units)])),
  };
  const refusal = unpaidLimitRefusal(limits, held, order);
  if (refusal) throw new AppError(409, refusal);
}

/**
 * The shop's GST particulars when the cache read before the transaction had none: they may have
 * been saved since (here, or on another server). Read in turn with their save, so this order is
 * either invoiced now or found by the save (`issueDueDocuments`); null means the save will find it.
 */
async function particularsSettled(trx: Tx, kind: DatabaseKind) {
  await takeInvoicingTurn(trx, kind);
  return readSettings(trx, "shop");
}

export interface OrderDeps extends PaymentDeps {
  kind: DatabaseKind;
  config: PaymentDeps["config"] & OrderLimits & Pick<Config, "demoData" | "razorpay">;
}

/**
 * Places an order (docs/product/orders.md#new-orders): prices every line from the database in paise,
 * takes the stock with guarded updates and writes the order and its items in ONE
 * transaction, within the customer's order limits. A replayed idempotency key answers the
 * order already placed, never a limit.
 */
export async function placeOrder(
  deps: OrderDeps,
  { customer, input }: { customer: Customer; input: PlaceOrderInput },
): Promise<{ order: OrderWithItems; created: boolean }> {
  // A new order can give the customer's reviews of its plants their "verified purchase" badge.
  markChanged([customerTag(customer.id)]);
  const { db, kind, config } = deps;
  const context = await mailContext(deps);
  const placed = await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, kind, customer.id);
    const replayed = await orderIdByIdempotencyKey(trx, customer.id, input.idempotencyKey);
    if (replayed) return { orderId: replayed, created: false };
    await assertWithinLimits(trx, customer.id, config);

    const orderId = randomUUID();
    const lines = await cartLines(trx, input.cart);
    const pricing = shopPricingOf(context.shop);
    const at = now();
    const withoutCoupon = priceCart(lines, pricing);
    // The coupon's row is locked before the stock's: every transaction takes them in that order.
    const coupon =
      input.couponCode === undefined
        ? null
        : await redeemCoupon(trx, {
            code: input.couponCode,
            userId: customer.id,
            subtotalPaise: withoutCoupon.subtotalPaise,
            at: new Date(at),
          });
    const totals = coupon ? priceCart(lines, pricing, coupon) : withoutCoupon;
    await assertWithinUnpaidLimits(trx, customer.id, context.shop?.orderLimits ?? DEFAULT_UNPAID_ORDER_LIMITS, {
      totalPaise: totals.totalPaise,
      lines: unitsByProduct(lines),
    });
    await takeStock(
      trx,
      lines.map((line) => ({ ...line, productId: line.product.id, variantId: line.variant.id })),
      (line, left) => {
        const title = lineName(line.product.title, variantNameOf(line.product, line.variant));
        return new AppError(
          409,
          left > 0
            ? message("order.place.stockTooLow", { stock: left, title })
            : message("order.place.outOfStock", { title }),
        );
      },
    );

    const address = await resolveAddress(trx, customer.id, input.selectedAddress);
    const payment = await resolvePayment(trx, customer.id, input.selectedPaymentMethod, {
      settings: context.shop,
      setup: paymentSetup(config),
    });
    await trx
      .insertInto("orders")
      .values({
        id: orderId,
        user_id: customer.id,
        user_name: customer.fullName,
        user_email: customer.email,
        status: ORDER_SUCCESSFUL,
        subtotal_paise: totals.subtotalPaise,
        discount_paise: totals.discountPaise,
        tax_paise: totals.taxPaise,
        shipping_paise: totals.deliveryPaise,
        total_paise: totals.totalPaise,
        // The code whose use was counted, even if it took nothing off: cancelling gives that use back.
        coupon_code: coupon?.code ?? null,
        coupon_paise: totals.couponPaise,
        delivery_tax_paise: totals.deliveryTaxPaise,
        delivery_gst_rate: totals.deliveryGstRate,
        prices_include_tax: totals.pricesIncludeTax ? 1 : 0,
        ...payment,
        payment_status: initialPaymentStatus(payment.payment_method),
        expires_unpaid: expiresUnpaid(payment.payment_method) ? 1 : 0,
        utr: null,
        courier: null,
        tracking_number: null,
        tracking_url: null,
        ship_recipient: address.recipient || customer.fullName,
        ship_street: address.street,
        ship_landmark: address.landmark,
        ship_city: address.city,
        ship_state: address.state,
        ship_zip: address.zip,
        ship_mobile: address.mobile,
        seller_json: null,
        invoice_number: null,
        invoice_date: null,
        credit_note_number: null,
        credit_note_date: null,
        idempotency_key: input.idempotencyKey ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx.insertInto("order_items").values(orderItemRows(orderId, totals.lines)).execute();
    const seller = context.shop ?? (await particularsSettled(trx, kind));
    if (seller) await issueInvoice(trx, orderId, seller, new Date(at));
    await recordEvent(trx, {
      orderId,
      type: "status",
      from: null,
      to: ORDER_SUCCESSFUL,
      actor: { kind: "customer", id: customer.id },
      at,
    });
    await queueOrderMails(trx, orderId, ["placed"], context);
    // The cart on the server goes with the order, so no other device still shows it (docs/product/orders.md#server-cart).
    await emptyCart(trx, customer.id);
    return { orderId, created: true };
  });
  const { orderId } = placed;
  if (!placed.created) return { order: await getOrder(db, { orderId }), created: false };

  const payment = input.selectedPaymentMethod;
  if (payment.method === "card" && payment.saveCard) {
    await saveCard(db, customer.id, payment).catch(() => undefined); // a full wallet must not undo a placed order
  }
  if (input.saveAddress && input.selectedAddress.kind === "new") {
    await keepAddress(db, customer.id, input.selectedAddress).catch(() => undefined); // nor a full address book
  }
  await deliverAfterCommit(deps);
  const order = await getOrder(db, { orderId });
  await openOnlinePayment(deps, order);
  // The gateway's order id, when it was made, is part of the order as placed.
  return { order: order.payment_method === "online" ? await getOrder(db, { orderId }) : order, created: true };
}
