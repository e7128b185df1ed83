import { isArmyPostalPin, statesOfPin } from "./india/pin-codes.ts";
import type { StateName } from "./india/states.ts";
import { indianDate } from "./india/time.ts";

/**
 * Delivery estimates (docs/product/addresses.md#delivery-estimate): working days after the order
 * by how far the parcel goes from the shop's state. The Shipping Policy promises the same.
 */
export const DELIVERY_DAYS = {
  local: { min: 2, max: 4 },
  national: { min: 4, max: 7 },
  remote: { min: 7, max: 10 },
} as const;
export type DeliveryZone = keyof typeof DELIVERY_DAYS;

/** The north-east, Jammu and Kashmir, Ladakh and the islands: few flights and long roads. */
export const REMOTE_STATES: ReadonlySet<StateName> = new Set<StateName>([
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Sikkim",
  "Tripura",
  "Jammu and Kashmir",
  "Ladakh",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
]);

/** What a field post office (PIN 90–99) is called where a state would be. */
export const ARMY_POSTAL_SERVICE = "Army Postal Service";

const ZONE_ORDER: readonly DeliveryZone[] = ["local", "national", "remote"];

function zoneOfState(from: StateName | null, to: StateName): DeliveryZone {
  if (REMOTE_STATES.has(to)) return "remote";
  return to === from ? "local" : "national";
}

/**
 * The zone of a parcel from the shop's state (null before the shop has settings: never local)
 * to a PIN code. A PIN shared by two states promises the slower of the two. A field post office
 * may be anywhere, often in Jammu and Kashmir, Ladakh or the north-east, and mail to it goes
 * through the Army's base post offices: it is always remote.
 */
export function deliveryZone(from: StateName | null, pin: string): DeliveryZone | null {
  if (isArmyPostalPin(pin)) return "remote";
  const states = statesOfPin(pin);
  if (states.length === 0) return null;
  return states
    .map((to) => zoneOfState(from, to))
    .reduce((slowest, zone) => (ZONE_ORDER.indexOf(zone) > ZONE_ORDER.indexOf(slowest) ? zone : slowest));
}

/** `days` working days after a YYYY-MM-DD date: couriers neither pick up nor deliver on Sundays. */
export function addWorkingDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left--;
  }
  return date.toISOString().slice(0, 10);
}

export interface DeliveryEstimate {
  pin: string;
  /** The PIN's state (a shared prefix names its circle's own), or 'Army Postal Service'. */
  state: StateName | typeof ARMY_POSTAL_SERVICE;
  /** YYYY-MM-DD, India's calendar. */
  earliest: string;
  latest: string;
}

/** When an order placed `now` reaches `pin`; null for a PIN code no state uses. */
export function estimateDelivery(options: {
  pin: string;
  shopState: StateName | null;
  now: Date;
}): DeliveryEstimate | null {
  const { pin, shopState, now } = options;
  const zone = deliveryZone(shopState, pin);
  if (!zone) return null;
  const today = indianDate(now);
  const { min, max } = DELIVERY_DAYS[zone];
  return {
    pin,
    state: isArmyPostalPin(pin) ? ARMY_POSTAL_SERVICE : statesOfPin(pin)[0]!,
    earliest: addWorkingDays(today, min),
    latest: addWorkingDays(today, max),
  };
}

/** What the product page's 'Check' shows: the latest date, or why there is none (in the page's language). */
export type DeliveryAnswer = { pin: string } & ({ latest: string } | { error: string });
