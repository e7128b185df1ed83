/** Dates read the same on the server and in the browser (no hydration mismatch across time zones). */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment in India time, e.g. "22 Nov 2026, 5:48 pm". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
