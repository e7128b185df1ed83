import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import { message, type MessageCode } from "#domain/i18n/message.ts";

/** Admin panel rules and messages (docs/product/admin.md). */

export const ADMIN_DENIED = message("admin.denied");
/** The search param /admin sends a signed-in customer home with, so the home page says why. */
export const ADMIN_DENIED_PARAM = "denied";

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Dashboard: the latest orders shown and the days charted (low stock: domain/stock.ts). */
export const RECENT_ORDERS = 5;
export const DASHBOARD_DAYS = 30;
/** Of the UPI payments waiting too long for the shop to confirm them, how many are listed (oldest first). */
export const PAYMENTS_TO_CHECK = 20;

/** Rows per page of every admin table. */
export const ADMIN_PAGE_SIZE = 20;

/** An uploaded picture may be at most this large (checked again by the server). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** One catalogue kind's success, error and confirmation messages, and its refusals (docs/product/admin.md#messages). */
export function catalogueTexts(kind: CatalogueKindName) {
  return {
    added: `catalogue.${kind}.added`,
    updated: `catalogue.${kind}.updated`,
    deleted: `catalogue.${kind}.deleted`,
    saveError: `catalogue.${kind}.saveError`,
    deleteError: `catalogue.${kind}.deleteError`,
    confirmDelete: `catalogue.${kind}.confirmDelete`,
    slugTaken: `catalogue.${kind}.slugTaken`,
    notFound: `catalogue.${kind}.notFound`,
  } as const satisfies Record<string, MessageCode>;
}

export const ORDER_STATUS_UPDATED = message("admin.order.statusUpdated");
export const ORDER_MARKED_PAID = message("admin.order.markedPaid");
export const ORDER_MARKED_REFUNDED = message("admin.order.markedRefunded");
export const ORDER_REFUND_SENT = message("admin.order.refundSent");
export const ORDER_REFUND_DUE = message("admin.order.refundDue");
export const ORDER_REFUND_ERROR = message("admin.order.refundFailed");
export const ORDER_STATUS_ERROR = message("admin.order.updateFailed");
export const ORDERS_CHANGED = message("admin.order.bulkChanged");
export const ORDERS_PARTLY_CHANGED = message("admin.order.bulkPartly");
export const ROLE_ERROR = message("admin.user.roleUpdateFailed");
export const roleUpdated = (role: Role) => message(`admin.user.roleUpdated.${role}`);
export const OWN_ROLE = message("admin.user.ownRole");
export const LAST_ADMIN = message("admin.user.lastAdmin");

/** A URL-safe slug suggested from a title ("Tulsi (Holy Basil)" → "tulsi-holy-basil"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/**
 * Lower-cased title, scientific name and Hindi name (if any): what the catalogue's search reads
 * (`products.search_text`). The title comes first: typo search reads candidates by its beginning.
 */
export function productSearchText(title: string, scientificName: string, titleHi?: string | null): string {
  // NFC, as typed searches are: a nukta letter (ड़) typed composed or decomposed reads the same.
  return (
    titleHi ? `${title} ${scientificName} ${titleHi.normalize("NFC")}` : `${title} ${scientificName}`
  ).toLowerCase();
}

/** The Reviews tab's messages (issue 15: moderation). */
export const REVIEW_HIDDEN = message("admin.review.nowHidden");
export const REVIEW_SHOWN = message("admin.review.nowShown");
export const REVIEW_DELETED = message("admin.review.deleted");
export const REVIEW_DELETE_CONFIRM = message("admin.review.confirmDelete");
export const REVIEW_ERROR = message("admin.review.updateFailed");
