/** Dates read the same on the server and in the browser (no hydration mismatch across time zones). */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
