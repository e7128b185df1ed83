/** Admin panel rules and texts (SPEC.md sections 2, 4, 8; DECISIONS.md 5). */

export const ADMIN_DENIED = "You don't have permission to access the admin panel";
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

export type CatalogueNoun = "Product" | "Blog" | "Nursery";

/** SPEC.md section 8's success, error and confirmation texts of one kind of catalogue entry. */
export function catalogueTexts(noun: CatalogueNoun) {
  const lower = noun.toLowerCase();
  return {
    added: `${noun} added successfully!`,
    updated: `${noun} updated successfully!`,
    deleted: `${noun} deleted successfully!`,
    saveError: `Error saving ${lower}. Please try again.`,
    deleteError: `Error deleting ${lower}. Please try again.`,
    confirmDelete: `Are you sure you want to delete this ${lower}?`,
    slugTaken: `That slug is already used by another ${lower}`,
  };
}

export const ORDER_STATUS_UPDATED = "Order status updated successfully!";
export const ORDER_MARKED_PAID = "Order marked as paid.";
export const ORDER_MARKED_REFUNDED = "Order marked as refunded.";
export const ORDER_STATUS_ERROR = "Error updating order status. Please try again.";
export const ROLE_ERROR = "Error updating user role. Please try again.";
export const roleUpdated = (role: Role) => `User role updated to ${role} successfully!`;
export const OWN_ROLE = "You cannot change your own role.";
export const LAST_ADMIN = "The last admin cannot be demoted. Make someone else an admin first.";

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

/** The Reviews tab's texts (issue 15: moderation). */
export const REVIEW_HIDDEN = "Review hidden: it no longer shows on the shop.";
export const REVIEW_SHOWN = "Review shown on the shop again.";
export const REVIEW_DELETED = "Review deleted successfully!";
export const REVIEW_DELETE_CONFIRM = "Are you sure you want to delete this review?";
export const REVIEW_ERROR = "Error updating the review. Please try again.";
