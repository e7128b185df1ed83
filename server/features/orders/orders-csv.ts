import { csvRow } from "#domain/csv.ts";
import { toRupees } from "#domain/money.ts";
import type { ExportedOrder } from "./admin-orders.ts";
import { paymentMethodText } from "./presenters.ts";

/** Plain numbers with two decimals, as a spreadsheet sums them. */
const rupees = (paise: number) => toRupees(paise).toFixed(2);

const CSV_HEADER = [
  "Order ID",
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

/** The export's CSV text, a header and then a line per order (its lines as sold, naming their variants), encoded as the orders are read. */
export async function* ordersCsv(orders: AsyncIterable<ExportedOrder>): AsyncGenerator<string> {
  yield csvRow(CSV_HEADER);
  for await (const o of orders) {
    yield csvRow([
      o.id,
      o.created_at,
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
      o.ship_mobile,
      o.ship_landmark,
      o.invoice_number ?? "",
      o.credit_note_number ?? "",
      o.coupon_code ?? "",
      rupees(o.coupon_paise),
    ]);
  }
}
