import { CSV_BOM, csvPhone, csvRow } from "#domain/csv.ts";
import { indianDateTime } from "#domain/india/time.ts";
import { toRupees } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import type { ExportedOrder } from "./admin-orders.ts";
import { paymentMethodText } from "./presenters.ts";

/** Plain numbers with two decimals, as a spreadsheet sums them. */
const rupees = (paise: number) => toRupees(paise).toFixed(2);

const CSV_HEADER = [
  "Order number",
  "Date",
  "Customer",
  "Email",
  "Status",
  "Items",
  "Lines",
  "Subtotal",
  "Discount",
  "Tax",
  "Shipping",
  "Total",
  "Payment",
  "Payment status",
  "UTR",
  "Courier",
  "AWB",
  "Street",
  "City",
  "State",
  "ZIP",
  "Recipient",
  "Mobile",
  "Landmark",
  "Invoice",
  "Credit note",
  // Added after the first columns, so a spreadsheet built on the earlier export still lines up.
  "Coupon",
  "Coupon discount",
];

/**
 * The export's CSV text, as Excel opens it (docs/product/admin.md#orders): the byte-order mark and
 * a header, then a line per order (its lines as sold, naming their variants), encoded as the
 * orders are read. The order number keeps its # so that Excel never reads '1234e567' as a number;
 * the date is India's, to the minute.
 */
export async function* ordersCsv(orders: AsyncIterable<ExportedOrder>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_HEADER);
  for await (const o of orders) {
    yield csvRow([
      `#${orderNumber(o.id)}`,
      indianDateTime(o.created_at),
      o.user_name,
      o.user_email,
      o.status,
      o.item_count,
      o.lines.map((line) => `${line.quantity} × ${line.title}`).join("; "),
      rupees(o.subtotal_paise),
      rupees(o.discount_paise),
      rupees(o.tax_paise),
      rupees(o.shipping_paise),
      rupees(o.total_paise),
      paymentMethodText(o),
      o.payment_status,
      o.utr ?? "",
      o.courier ?? "",
      o.tracking_number ?? "",
      o.ship_street,
      o.ship_city,
      o.ship_state,
      o.ship_zip,
      o.ship_recipient,
      csvPhone(o.ship_mobile),
      o.ship_landmark,
      o.invoice_number ?? "",
      o.credit_note_number ?? "",
      o.coupon_code ?? "",
      rupees(o.coupon_paise),
    ]);
  }
}
