import { statesOfPin } from "./pin-codes.ts";
import type { StateName } from "./states.ts";

/**
 * Indian cities people search for by more than one name: the current name first, then the
 * older or colloquial ones still in everyday use ('Bangalore' for Bengaluru), and the state or
 * union territory each lies in. Nurseries store only a city, so this is where a search for
 * 'Kerala' learns that Kochi is in it.
 *
 * `pins`: the PIN code prefixes (India Post's sorting districts, refined to four or five digits
 * where the district holds other towns) whose post offices are the city's own, so that an address
 * form can fill in the city from the PIN code (docs/product/addresses.md#pin-codes).
 */
const CITIES: ReadonlyArray<{ names: readonly [string, ...string[]]; state: StateName; pins?: readonly string[] }> = [
  { names: ["Ahmedabad", "Amdavad"], state: "Gujarat", pins: ["380"] },
  { names: ["Belagavi", "Belgaum"], state: "Karnataka", pins: ["5900"] },
  { names: ["Bengaluru", "Bangalore"], state: "Karnataka", pins: ["560"] },
  { names: ["Bhopal"], state: "Madhya Pradesh", pins: ["462"] },
  { names: ["Bhubaneswar", "Bhubaneshwar"], state: "Odisha", pins: ["751"] },
  { names: ["Chandigarh"], state: "Chandigarh" },
  { names: ["Chennai", "Madras"], state: "Tamil Nadu", pins: ["600"] },
  { names: ["Coimbatore", "Kovai"], state: "Tamil Nadu", pins: ["641"] },
  { names: ["Dehradun", "Dehra Dun"], state: "Uttarakhand", pins: ["2480"] },
  { names: ["Delhi", "New Delhi"], state: "Delhi", pins: ["110"] },
  { names: ["Guwahati", "Gauhati"], state: "Assam", pins: ["7810"] },
  { names: ["Gurugram", "Gurgaon"], state: "Haryana", pins: ["1220"] },
  { names: ["Hubballi", "Hubli"], state: "Karnataka" },
  { names: ["Hyderabad"], state: "Telangana", pins: ["500"] },
  { names: ["Indore"], state: "Madhya Pradesh", pins: ["452"] },
  { names: ["Jaipur"], state: "Rajasthan", pins: ["302"] },
  { names: ["Kalaburagi", "Gulbarga"], state: "Karnataka" },
  { names: ["Kanpur", "Cawnpore"], state: "Uttar Pradesh", pins: ["208"] },
  { names: ["Kochi", "Cochin", "Ernakulam"], state: "Kerala", pins: ["682"] },
  { names: ["Kolkata", "Calcutta"], state: "West Bengal", pins: ["700"] },
  { names: ["Kozhikode", "Calicut"], state: "Kerala", pins: ["6730"] },
  { names: ["Lucknow"], state: "Uttar Pradesh", pins: ["226"] },
  { names: ["Madurai"], state: "Tamil Nadu", pins: ["6250"] },
  { names: ["Mangaluru", "Mangalore"], state: "Karnataka", pins: ["5750"] },
  { names: ["Mumbai", "Bombay"], state: "Maharashtra", pins: ["4000", "4001"] },
  { names: ["Mysuru", "Mysore"], state: "Karnataka", pins: ["5700"] },
  { names: ["Nagpur"], state: "Maharashtra", pins: ["4400"] },
  { names: ["Noida"], state: "Uttar Pradesh", pins: ["2013"] },
  { names: ["Panaji", "Panjim"], state: "Goa", pins: ["40300"] },
  { names: ["Patna"], state: "Bihar", pins: ["8000"] },
  { names: ["Prayagraj", "Allahabad"], state: "Uttar Pradesh", pins: ["2110"] },
  { names: ["Puducherry", "Pondicherry"], state: "Puducherry", pins: ["6050"] },
  { names: ["Pune", "Poona"], state: "Maharashtra", pins: ["411"] },
  { names: ["Raipur"], state: "Chhattisgarh", pins: ["4920"] },
  { names: ["Ranchi"], state: "Jharkhand", pins: ["8340"] },
  { names: ["Shimla", "Simla"], state: "Himachal Pradesh", pins: ["1710"] },
  { names: ["Thiruvananthapuram", "Trivandrum"], state: "Kerala", pins: ["6950"] },
  { names: ["Thoothukudi", "Tuticorin"], state: "Tamil Nadu", pins: ["6280"] },
  { names: ["Thrissur", "Trichur"], state: "Kerala", pins: ["6800"] },
  { names: ["Tiruchirappalli", "Trichy", "Tiruchi"], state: "Tamil Nadu", pins: ["620"] },
  { names: ["Udaipur"], state: "Rajasthan", pins: ["3130"] },
  { names: ["Vadodara", "Baroda"], state: "Gujarat", pins: ["390"] },
  { names: ["Varanasi", "Banaras", "Benares", "Kashi"], state: "Uttar Pradesh", pins: ["2210"] },
  { names: ["Visakhapatnam", "Vizag"], state: "Andhra Pradesh", pins: ["530"] },
];

const key = (text: string) => text.trim().toLocaleLowerCase("en-IN");
const BY_NAME = new Map(CITIES.flatMap((city) => city.names.map((name) => [key(name), city] as const)));

/** Every name a city goes by and its state, for a city written in any of its names; just the city when unknown. */
export function cityNames(city: string): string[] {
  const known = BY_NAME.get(key(city));
  return known ? [...known.names, known.state] : [city];
}

const BY_PIN = new Map(CITIES.flatMap((city) => (city.pins ?? []).map((prefix) => [prefix, city] as const)));
const LONGEST_PIN_PREFIX = Math.max(...[...BY_PIN.keys()].map((prefix) => prefix.length));

/**
 * Where a PIN code is, as an address form fills it in: the state of its postal circle (the longest
 * prefix decides: 403 is Goa inside Maharashtra's 40), and the city when the PIN's district is a
 * city known here; null for a PIN that is malformed, unallotted or the Army Postal Service's.
 */
export function placeOfPin(pin: string): { state: StateName; city: string | null } | null {
  const state = statesOfPin(pin)[0];
  if (!state) return null;
  for (let length = LONGEST_PIN_PREFIX; length >= 3; length--) {
    const city = BY_PIN.get(pin.slice(0, length));
    // A city's prefix inside another state's finer prefix (Kochi's 682 holds Lakshadweep's 68255) is not that city.
    if (city) return { state, city: city.state === state ? city.names[0] : null };
  }
  return { state, city: null };
}
