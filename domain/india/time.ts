/**
 * The shop's calendar is India's: IST, five and a half hours ahead of UTC all year (no daylight
 * saving), whatever time zone the server runs in. Calendar dates travel as YYYY-MM-DD.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India at `now`. */
export function indianDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A moment (ISO text) as India's clock reads it, minutes only: '2026-11-26 19:05'. */
export function indianDateTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** Minutes past midnight in India at `now` (0 to 1439): 09:00 there is 540. */
export function indianMinuteOfDay(now: Date): number {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** India's midnight on UTC's clock (HH:MM): a moment from then on is the next day in India. */
export const INDIAN_MIDNIGHT_UTC = "18:30";

/** The UTC moment (ISO text) at which a calendar day begins in India. */
export function startOfIndianDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}

/** A YYYY-MM-DD date `days` calendar days later. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date as a parcel promise reads it: 'Fri, 27 Nov' (en-IN), 'शुक्र, 27 नव॰' (hi-IN).
 * A calendar date has no time zone: it is formatted as the UTC day it names.
 */
export function formatDayMonth(isoDate: string, locale = "en-IN"): string {
  let format = dayMonthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    dayMonthFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A calendar date with its year, for deadlines that may fall in the next: 'Fri, 27 Nov 2026'. */
export function formatDayMonthYear(isoDate: string, locale = "en-IN"): string {
  return `${formatDayMonth(isoDate, locale)} ${isoDate.slice(0, 4)}`;
}
