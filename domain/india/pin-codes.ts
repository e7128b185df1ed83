import type { StateName } from "./states.ts";

/**
 * Where a PIN code is, by its leading digits (docs/product/addresses.md#pin-codes).
 *
 * Source: India Post's postal circles (first two digits; India Post's PIN code allotment, as
 * Wikipedia's "Postal Index Number" table gives it), refined to three or five digits wherever
 * the Department of Posts' All India Pincode Directory (data.gov.in, office by office) shows a
 * prefix serving another state or union territory. The longest matching prefix decides. A prefix
 * that lists two states holds post offices of both, e.g. 160: Chandigarh's sectors and Mohali
 * (Punjab); single offices whose recorded state contradicts their own district were taken for
 * the directory's typing errors and left out.
 */
const PREFIXES: Record<string, readonly StateName[]> = {
  "11": ["Delhi"],
  "12": ["Haryana"],
  "13": ["Haryana"],
  "14": ["Punjab"],
  "15": ["Punjab"],
  "16": ["Punjab"],
  "160": ["Chandigarh", "Punjab"],
  "17": ["Himachal Pradesh"],
  "18": ["Jammu and Kashmir"],
  "19": ["Jammu and Kashmir"],
  "194": ["Ladakh"],
  "20": ["Uttar Pradesh"],
  "21": ["Uttar Pradesh"],
  "22": ["Uttar Pradesh"],
  "23": ["Uttar Pradesh"],
  "24": ["Uttar Pradesh"],
  "244": ["Uttar Pradesh", "Uttarakhand"],
  "246": ["Uttarakhand", "Uttar Pradesh"],
  "247": ["Uttar Pradesh", "Uttarakhand"],
  "248": ["Uttarakhand"],
  "249": ["Uttarakhand"],
  "25": ["Uttar Pradesh"],
  "26": ["Uttar Pradesh"],
  "262": ["Uttarakhand", "Uttar Pradesh"],
  "263": ["Uttarakhand"],
  "27": ["Uttar Pradesh"],
  "28": ["Uttar Pradesh"],
  "30": ["Rajasthan"],
  "31": ["Rajasthan"],
  "32": ["Rajasthan"],
  "33": ["Rajasthan"],
  "34": ["Rajasthan"],
  "36": ["Gujarat"],
  // Diu (362520…) and Daman, Silvassa (396210…) are served from Gujarat's offices.
  "362": ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"],
  "37": ["Gujarat"],
  "38": ["Gujarat"],
  "39": ["Gujarat"],
  "396": ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"],
  "3962": ["Dadra and Nagar Haveli and Daman and Diu", "Gujarat"],
  "40": ["Maharashtra"],
  "403": ["Goa"],
  "41": ["Maharashtra"],
  "42": ["Maharashtra"],
  "43": ["Maharashtra"],
  "44": ["Maharashtra"],
  "45": ["Madhya Pradesh"],
  "46": ["Madhya Pradesh"],
  "47": ["Madhya Pradesh"],
  "48": ["Madhya Pradesh"],
  "49": ["Chhattisgarh"],
  "50": ["Telangana"],
  "51": ["Andhra Pradesh"],
  "52": ["Andhra Pradesh"],
  "53": ["Andhra Pradesh"],
  // Yanam (533464), Karaikal (609602…) and Mahe (673310) are Puducherry inside other circles.
  "533": ["Andhra Pradesh", "Puducherry"],
  "56": ["Karnataka"],
  "57": ["Karnataka"],
  "58": ["Karnataka"],
  "59": ["Karnataka"],
  "60": ["Tamil Nadu"],
  "605": ["Puducherry", "Tamil Nadu"],
  "607": ["Tamil Nadu", "Puducherry"],
  "609": ["Tamil Nadu", "Puducherry"],
  "61": ["Tamil Nadu"],
  "62": ["Tamil Nadu"],
  "63": ["Tamil Nadu"],
  "64": ["Tamil Nadu"],
  "67": ["Kerala"],
  "673": ["Kerala", "Puducherry"],
  "68": ["Kerala"],
  // The islands are 682551–682559; Kochi's own 6825xx (Vypin, 682501…) stay Kerala.
  "68255": ["Lakshadweep"],
  "69": ["Kerala"],
  "70": ["West Bengal"],
  "71": ["West Bengal"],
  "72": ["West Bengal"],
  "73": ["West Bengal"],
  "737": ["Sikkim"],
  "74": ["West Bengal"],
  "744": ["Andaman and Nicobar Islands"],
  "75": ["Odisha"],
  "76": ["Odisha"],
  "77": ["Odisha"],
  "78": ["Assam"],
  // Villages of Meghalaya's Ri Bhoi district are served by Guwahati's and Nagaon's offices.
  "781": ["Assam", "Meghalaya"],
  "782": ["Assam", "Meghalaya"],
  "790": ["Arunachal Pradesh"],
  "791": ["Arunachal Pradesh"],
  "792": ["Arunachal Pradesh"],
  "793": ["Meghalaya"],
  "794": ["Meghalaya"],
  "795": ["Manipur"],
  "796": ["Mizoram"],
  "797": ["Nagaland"],
  "798": ["Nagaland"],
  "799": ["Tripura"],
  "80": ["Bihar"],
  // Sheopur Diar (Ballia, Uttar Pradesh) is served from Buxar.
  "802": ["Bihar", "Uttar Pradesh"],
  "81": ["Bihar", "Jharkhand"],
  "811": ["Bihar"],
  "812": ["Bihar"],
  "814": ["Jharkhand", "Bihar"],
  "815": ["Jharkhand"],
  "816": ["Jharkhand"],
  "818": ["Jharkhand"],
  "82": ["Bihar", "Jharkhand"],
  "821": ["Bihar"],
  "822": ["Jharkhand"],
  "823": ["Bihar"],
  "824": ["Bihar"],
  "825": ["Jharkhand"],
  "826": ["Jharkhand"],
  "827": ["Jharkhand"],
  "828": ["Jharkhand"],
  "829": ["Jharkhand"],
  "83": ["Jharkhand"],
  "84": ["Bihar"],
  "85": ["Bihar"],
};

/** Six digits, the first 1–9: the shape of every PIN code. */
export const PIN_PATTERN = /^[1-9]\d{5}$/;

/** The PIN code a search text names, as people space it ('411 004'), or null. */
export function pinInSearch(text: string): string | null {
  const digits = text.replace(/\s/g, "");
  return PIN_PATTERN.test(digits) ? digits : null;
}

/** 90–99: the Army Postal Service's field post offices, which may be anywhere. */
export function isArmyPostalPin(pin: string): boolean {
  return PIN_PATTERN.test(pin) && pin.charAt(0) === "9";
}

const LONGEST_PREFIX = Math.max(...Object.keys(PREFIXES).map((p) => p.length));

/**
 * The states and union territories a PIN code may be in, the circle's own first; empty for a
 * malformed PIN, an unallotted prefix (35, 54, 65, 86…) and the Army Postal Service (which
 * belongs to no state: see `pinBelongsTo`).
 */
export function statesOfPin(pin: string): readonly StateName[] {
  if (!PIN_PATTERN.test(pin)) return [];
  for (let length = LONGEST_PREFIX; length >= 2; length--) {
    const states = PREFIXES[pin.slice(0, length)];
    if (states) return states;
  }
  return [];
}

/** Whether an address in `state` may carry this PIN: its prefix is that state's, or it is a field post office. */
export function pinBelongsTo(pin: string, state: string): boolean {
  return isArmyPostalPin(pin) || statesOfPin(pin).some((s) => s === state);
}

/** Whether the PIN is one India Post uses at all (by its prefix). */
export function isKnownPin(pin: string): boolean {
  return isArmyPostalPin(pin) || statesOfPin(pin).length > 0;
}
