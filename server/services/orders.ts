import { randomUUID } from "node:crypto";
import { CARD_EXPIRED, isExpired } from "#domain/cards.ts";
import { type PricedLine, priceCart } from "#domain/money.ts";
import {
  customerMayCancel,
  ORDER_CANCELLED,
  OPEN_STATUSES,
  ORDER_SUCCESSFUL,
  type OrderStatus,
  stockDirection,
} from "#domain/orders.ts";
import type { PaymentInput, PlaceOrderInput, ShippingAddressInput } from "#domain/schemas/order.ts";
import type { Transaction } from "kysely";
import type { Config } from "../config.ts";
import type { Database, DatabaseKind } from "../db/client.ts";
import type { DB, OrderItemRow, OrderRow, ProductRow } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { orderConfirmationMail } from "../mail/templates.ts";
import { AppError } from "../errors.ts";
import { maskedCard, saveCard } from "./accounts.ts";

export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

export interface Customer {
  id: string;
  email: string;
  fullName: string;
}

type Tx = Transaction<DB>;

const now = () => new Date().toISOString();

async function resolveAddress(db: Database | Tx, userId: string, address: ShippingAddressInput) {
  if (address.kind === "new") return address;
  const saved = await db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", address.savedAddressId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!saved)
    throw new AppError(400, "Please select a shipping address", {
      selectedAddress: "That saved address no longer exists",
    });
  return saved;
}

/** What the order keeps of the payment: the method, and for a card only its masked form. */
async function resolvePayment(db: Database | Tx, userId: string, payment: PaymentInput) {
  if (payment.method === "cod")
    return { payment_method: "cod" as const, card_brand: null, card_last4: null, card_holder: null };
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
    throw new AppError(400, "Please select a payment method", {
      selectedPaymentMethod: "That saved card no longer exists",
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

async function withItems(db: Database, orders: OrderRow[]): Promise<OrderWithItems[]> {
  if (orders.length === 0) return [];
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where(
      "order_id",
      "in",
      orders.map((o) => o.id),
    )
    .orderBy("id")
    .execute();
  return orders.map((o) => ({ ...o, items: items.filter((i) => i.order_id === o.id) }));
}

export async function getOrder(db: Database, orderId: string): Promise<OrderWithItems> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) throw new AppError(404, "Order not found");
  const [withTheirItems] = await withItems(db, [order]);
  return withTheirItems!;
}

/** An order's lines as kept: a snapshot of each product and its price at the moment of ordering. */
export function orderItemRows(orderId: string, lines: Array<PricedLine & { product: ProductRow }>): OrderItemRow[] {
  return lines.map((l) => ({
    id: randomUUID(),
    order_id: orderId,
    product_id: l.product.id,
    slug: l.product.slug,
    title: l.product.title,
    image: l.product.image1,
    price_paise: l.pricePaise,
    discount: l.discount,
    sale_price_paise: l.salePricePaise,
    quantity: l.quantity,
    line_total_paise: l.lineTotalPaise,
  }));
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
    throw new AppError(429, "You have placed too many orders in the last hour. Please try again later.");
  const open = Number(counts.open ?? 0);
  if (open >= limits.maxOpenOrders)
    throw new AppError(
      409,
      `You already have ${open} orders on their way. Please wait for one to be delivered before placing another.`,
    );
}

export interface OrderDeps {
  db: Database;
  kind: DatabaseKind;
  mailer: Mailer;
  config: OrderLimits;
}

/**
 * Places an order (DECISIONS.md 3, 4, 7): prices every line from the database in paise,
 * takes the stock with guarded updates and writes the order and its items in ONE
 * transaction, within the customer's order limits. A replayed idempotency key answers the
 * order already placed, never a limit.
 */
export async function placeOrder(
  { db, kind, mailer, config }: OrderDeps,
  customer: Customer,
  input: PlaceOrderInput,
): Promise<{ order: OrderWithItems; created: boolean }> {
  const placed = await db.transaction().execute(async (trx) => {
    await lockCustomer(trx, kind, customer.id);
    const replayed = await orderIdByIdempotencyKey(trx, customer.id, input.idempotencyKey);
    if (replayed) return { orderId: replayed, created: false };
    await assertWithinLimits(trx, customer.id, config);

    const orderId = randomUUID();
    const ids = input.cart.map((l) => l.productId);
    const products = await trx.selectFrom("products").selectAll().where("id", "in", ids).execute();
    const byId = new Map(products.map((p) => [p.id, p]));
    const lines = input.cart.map((line) => {
      const product = byId.get(line.productId);
      if (!product)
        throw new AppError(409, "A product in your cart is no longer available. Please remove it and try again.");
      return { product, quantity: line.quantity, pricePaise: product.price_paise, discount: product.discount };
    });

    // Rows are locked in one order (by id) in every transaction, so two carts holding the same
    // products in another order can never wait on each other (a deadlock on PostgreSQL).
    for (const { product, quantity } of [...lines].sort((a, b) => a.product.id.localeCompare(b.product.id))) {
      const taken = await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "-", quantity) }))
        .where("id", "=", product.id)
        .where("stock", ">=", quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) {
        const left = await trx.selectFrom("products").select("stock").where("id", "=", product.id).executeTakeFirst();
        const stock = left?.stock ?? 0;
        throw new AppError(
          409,
          stock > 0
            ? `Only ${stock} of ${product.title} left in stock. Please lower the quantity.`
            : `${product.title} is out of stock.`,
        );
      }
    }

    const totals = priceCart(lines);
    const address = await resolveAddress(trx, customer.id, input.selectedAddress);
    const payment = await resolvePayment(trx, customer.id, input.selectedPaymentMethod);
    const at = now();
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
        ...payment,
        ship_street: address.street,
        ship_city: address.city,
        ship_state: address.state,
        ship_zip: address.zip,
        idempotency_key: input.idempotencyKey ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx.insertInto("order_items").values(orderItemRows(orderId, totals.lines)).execute();
    return { orderId, created: true };
  });
  const { orderId } = placed;
  if (!placed.created) return { order: await getOrder(db, orderId), created: false };

  const payment = input.selectedPaymentMethod;
  if (payment.method === "card" && payment.saveCard) {
    await saveCard(db, customer.id, payment).catch(() => undefined); // a full wallet must not undo a placed order
  }
  const order = await getOrder(db, orderId);
  // The order stands whether or not the mail goes out; a failed send is logged, not fatal.
  await mailer.send({ to: customer.email, ...orderConfirmationMail(order) }).catch((error: unknown) => {
    console.error("Order confirmation mail failed", orderId, error);
  });
  return { order, created: true };
}

/** The customer's own orders, newest first. */
export async function listOrders(db: Database, userId: string, limit = 100): Promise<OrderWithItems[]> {
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return withItems(db, orders);
}

/**
 * Moves an order to a new status and its stock exactly as DECISIONS.md 4 says: into
 * 'Order Cancelled' gives the stock back, out of it takes it again (refused when short),
 * between the others moves nothing. The status update is guarded on the old status, so two
 * concurrent changes can never both move the stock.
 */
async function moveStatus(trx: Tx, order: OrderRow, to: OrderStatus): Promise<void> {
  const from = order.status as OrderStatus;
  const changed = await trx
    .updateTable("orders")
    .set({ status: to, updated_at: now() })
    .where("id", "=", order.id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0)
    throw new AppError(409, "The order changed meanwhile. Please reload and try again.");

  const direction = stockDirection(from, to);
  if (direction === 0) return;
  const items = await trx.selectFrom("order_items").selectAll().where("order_id", "=", order.id).execute();
  for (const item of items) {
    if (!item.product_id) continue; // the product was deleted: nothing to give back or take
    if (direction === 1) {
      await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "+", item.quantity) }))
        .where("id", "=", item.product_id)
        .execute();
    } else {
      const taken = await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "-", item.quantity) }))
        .where("id", "=", item.product_id)
        .where("stock", ">=", item.quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) {
        throw new AppError(409, `Not enough stock of ${item.title} to reopen this order.`);
      }
    }
  }
}

/** Admin: set any of the five statuses; stock moves in the same transaction. */
export async function changeOrderStatus(db: Database, orderId: string, to: OrderStatus): Promise<OrderWithItems> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) throw new AppError(404, "Order not found");
    if (order.status !== to) await moveStatus(trx, order, to);
  });
  return getOrder(db, orderId);
}

/** Customer: cancel one of their own orders before it ships; the stock goes back. */
export async function cancelOrder(db: Database, userId: string, orderId: string): Promise<OrderWithItems[]> {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", orderId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!order) throw new AppError(404, "Order not found");
    if (order.status === ORDER_CANCELLED) throw new AppError(409, "This order is already cancelled.");
    if (!customerMayCancel(order.status))
      throw new AppError(409, "This order has already been shipped and can no longer be cancelled.");
    await moveStatus(trx, order, ORDER_CANCELLED);
  });
  return listOrders(db, userId);
}
