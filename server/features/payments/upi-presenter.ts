import QRCode from "qrcode";
import { ORDER_CANCELLED, orderNumber } from "#domain/orders.ts";
import { AWAITING_PAYMENT, PAYMENT_SUBMITTED } from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import { upiPaymentUri } from "#domain/upi.ts";
import type { UpiPaymentView } from "#domain/views/orders.ts";
import type { OrderRow } from "#server/features/orders/rows.ts";

/**
 * The UPI payment of an order that still awaits it (docs/product/payments.md#paying-by-upi): to
 * the shop's UPI ID, the order's total, its number as the reference. Null when there is nothing to pay by UPI.
 */
export async function upiPaymentView(order: OrderRow, shop: ShopSettings | null): Promise<UpiPaymentView | null> {
  const awaiting = order.payment_status === AWAITING_PAYMENT || order.payment_status === PAYMENT_SUBMITTED;
  if (!shop || order.payment_method !== "upi" || !awaiting || order.status === ORDER_CANCELLED) return null;
  const number = orderNumber(order.id);
  const uri = upiPaymentUri({
    upiId: shop.upiId,
    upiName: shop.upiName,
    amountPaise: order.total_paise,
    reference: number,
    note: `${shop.tradeName} order ${number}`,
  });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    amountPaise: order.total_paise,
    payee: shop.upiName,
  };
}
