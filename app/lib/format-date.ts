/** Dates read the same on the server and in the browser (no hydration mismatch across time zones). */
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const dayMonthFormat = new Intl.DateTimeFormat("en-IN", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** A calendar date (YYYY-MM-DD, already India's) as people read it on a parcel promise: 'Fri, 27 Nov'. */
export function formatDayMonth(isoDate: string): string {
  return dayMonthFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
