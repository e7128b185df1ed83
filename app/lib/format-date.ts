/**
 * Dates read the same on the server and in the browser (no hydration mismatch across time zones),
 * in the page's locale (`useLocale()`: "en-IN" or "hi-IN"), so Hindi pages get Hindi month names.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, options: Intl.DateTimeFormatOptions, kind: string): Intl.DateTimeFormat {
  const id = `${kind}|${locale}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Asia/Kolkata" });
    formats.set(id, format);
  }
  return format;
}

export function formatDate(iso: string, locale = "en-IN"): string {
  return formatFor(locale, { dateStyle: "medium" }, "date").format(new Date(iso));
}

/** A moment in India time, e.g. "22 Nov 2026, 5:48 pm". */
export function formatDateTime(iso: string, locale = "en-IN"): string {
  return formatFor(locale, { dateStyle: "medium", timeStyle: "short" }, "dateTime").format(new Date(iso));
}
