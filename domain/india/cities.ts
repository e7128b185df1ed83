import type { StateName } from "./states.ts";

/**
 * Indian cities people search for by more than one name: the current name first, then the
 * older or colloquial ones still in everyday use ('Bangalore' for Bengaluru), and the state or
 * union territory each lies in. Nurseries store only a city, so this is where a search for
 * 'Kerala' learns that Kochi is in it.
 */
const CITIES: ReadonlyArray<{ names: readonly [string, ...string[]]; state: StateName }> = [
  { names: ["Ahmedabad", "Amdavad"], state: "Gujarat" },
  { names: ["Belagavi", "Belgaum"], state: "Karnataka" },
  { names: ["Bengaluru", "Bangalore"], state: "Karnataka" },
  { names: ["Bhopal"], state: "Madhya Pradesh" },
  { names: ["Bhubaneswar", "Bhubaneshwar"], state: "Odisha" },
  { names: ["Chandigarh"], state: "Chandigarh" },
  { names: ["Chennai", "Madras"], state: "Tamil Nadu" },
  { names: ["Coimbatore", "Kovai"], state: "Tamil Nadu" },
  { names: ["Dehradun", "Dehra Dun"], state: "Uttarakhand" },
  { names: ["Delhi", "New Delhi"], state: "Delhi" },
  { names: ["Guwahati", "Gauhati"], state: "Assam" },
  { names: ["Gurugram", "Gurgaon"], state: "Haryana" },
  { names: ["Hubballi", "Hubli"], state: "Karnataka" },
  { names: ["Hyderabad"], state: "Telangana" },
  { names: ["Indore"], state: "Madhya Pradesh" },
  { names: ["Jaipur"], state: "Rajasthan" },
  { names: ["Kalaburagi", "Gulbarga"], state: "Karnataka" },
  { names: ["Kanpur", "Cawnpore"], state: "Uttar Pradesh" },
  { names: ["Kochi", "Cochin", "Ernakulam"], state: "Kerala" },
  { names: ["Kolkata", "Calcutta"], state: "West Bengal" },
  { names: ["Kozhikode", "Calicut"], state: "Kerala" },
  { names: ["Lucknow"], state: "Uttar Pradesh" },
  { names: ["Madurai"], state: "Tamil Nadu" },
  { names: ["Mangaluru", "Mangalore"], state: "Karnataka" },
  { names: ["Mumbai", "Bombay"], state: "Maharashtra" },
  { names: ["Mysuru", "Mysore"], state: "Karnataka" },
  { names: ["Nagpur"], state: "Maharashtra" },
  { names: ["Noida"], state: "Uttar Pradesh" },
  { names: ["Panaji", "Panjim"], state: "Goa" },
  { names: ["Patna"], state: "Bihar" },
  { names: ["Prayagraj", "Allahabad"], state: "Uttar Pradesh" },
  { names: ["Puducherry", "Pondicherry"], state: "Puducherry" },
  { names: ["Pune", "Poona"], state: "Maharashtra" },
  { names: ["Raipur"], state: "Chhattisgarh" },
  { names: ["Ranchi"], state: "Jharkhand" },
  { names: ["Shimla", "Simla"], state: "Himachal Pradesh" },
  { names: ["Thiruvananthapuram", "Trivandrum"], state: "Kerala" },
  { names: ["Thoothukudi", "Tuticorin"], state: "Tamil Nadu" },
  { names: ["Thrissur", "Trichur"], state: "Kerala" },
  { names: ["Tiruchirappalli", "Trichy", "Tiruchi"], state: "Tamil Nadu" },
  { names: ["Udaipur"], state: "Rajasthan" },
  { names: ["Vadodara", "Baroda"], state: "Gujarat" },
  { names: ["Varanasi", "Banaras", "Benares", "Kashi"], state: "Uttar Pradesh" },
  { names: ["Visakhapatnam", "Vizag"], state: "Andhra Pradesh" },
];

const key = (text: string) => text.trim().toLocaleLowerCase("en-IN");
const BY_NAME = new Map(CITIES.flatMap((city) => city.names.map((name) => [key(name), city] as const)));

/** Every name a city goes by and its state, for a city written in any of its names; just the city when unknown. */
export function cityNames(city: string): string[] {
  const known = BY_NAME.get(key(city));
  return known ? [...known.names, known.state] : [city];
}
