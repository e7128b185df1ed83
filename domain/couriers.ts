/**
 * The couriers an order ships with (docs/product/orders.md#tracking): the ones Indian shops use
 * most, each with the address of its public tracking page for an AWB, and 'Other' for any else,
 * named by hand with an optional link.
 */

export const COURIERS = ["India Post", "Delhivery", "Blue Dart", "DTDC", "Ekart", "Xpressbees", "Shadowfax"] as const;
export type Courier = (typeof COURIERS)[number];

/** The dialog's choice for a courier not in the list: its name (and link) are typed. */
export const OTHER_COURIER = "Other";

/**
 * Each courier's tracking page for one AWB, as the couriers' sites took it in November 2026.
 * India Post's page asks a CAPTCHA before it tracks anything, so its address cannot carry the
 * number: the link opens the page and the customer types the AWB shown beside it.
 */
const TRACKING_PAGES: Readonly<Record<Courier, (awb: string) => string>> = {
  "India Post": () => "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
  Delhivery: (awb) => `https://www.delhivery.com/track/package/${awb}`,
  "Blue Dart": (awb) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}`,
  DTDC: (awb) => `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${awb}&TrkType2=awb_no`,
  Ekart: (awb) => `https://ekartlogistics.com/shipmenttrack/${awb}`,
  Xpressbees: (awb) => `https://www.xpressbees.com/track?isawb=Yes&trackid=${awb}`,
  Shadowfax: (awb) => `https://tracker.shadowfax.in/#/track/${awb}`,
};

/** Letters and digits alone, lower case: 'BlueDart', 'blue-dart' and 'Blue Dart' are one courier. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const BY_KEY = new Map<string, Courier>(COURIERS.map((c) => [key(c), c]));

/** The listed courier a typed name means, however it is spelled or spaced; null for any other. */
export function listedCourier(name: string): Courier | null {
  return BY_KEY.get(key(name)) ?? null;
}

/**
 * The tracking page of a parcel: the listed courier's page for its AWB, or null for a courier
 * not in the list (whose link is typed) or without an AWB.
 */
export function courierTrackingUrl(courier: string, awb: string): string | null {
  const listed = listedCourier(courier);
  return listed && awb ? TRACKING_PAGES[listed](encodeURIComponent(awb)) : null;
}
