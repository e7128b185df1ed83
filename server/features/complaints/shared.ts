import { complaintDueDate } from "#domain/complaints.ts";
import { orderNumber } from "#domain/orders.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type { Database } from "#server/db/client.ts";
import type { ComplaintRow } from "#server/features/complaints/rows.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import type { ComplaintAnswer } from "./answers.ts";

/** What the grievance use cases need of the shop. */
export interface ComplaintDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  settings: SettingsStore;
}

/** A complaint as the admin panel and `/api/admin/complaints` show it. */
export function complaintView(row: ComplaintRow): ComplaintAnswer {
  return {
    id: row.id,
    ticket: row.ticket,
    name: row.name,
    email: row.email,
    orderNumber: row.order_id && orderNumber(row.order_id),
    message: row.message,
    status: row.status,
    receivedAt: row.received_at,
    dueDate: complaintDueDate(row.received_at),
    reply: row.reply,
    resolvedAt: row.resolved_at,
  };
}

/** The grievance officer who signs the mails, from the shop settings (null before there are any). */
export async function grievanceOfficer(settings: SettingsStore): Promise<ShopSettings["grievanceOfficer"] | null> {
  return (await settings.shop())?.grievanceOfficer ?? null;
}
