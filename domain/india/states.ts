import type { MessageCode } from "#domain/i18n/message.ts";

/**
 * India's 28 states and 8 union territories with their GST state codes (docs/product/addresses.md#states):
 * the one list behind every state select, the GSTIN check and the invoice's place of supply.
 * A state is stored and sent by its English name; `message` is the code pages show it by.
 */
export const STATES = [
  { name: "Andaman and Nicobar Islands", code: "35", message: "state.andamanAndNicobarIslands" },
  { name: "Andhra Pradesh", code: "37", message: "state.andhraPradesh" },
  { name: "Arunachal Pradesh", code: "12", message: "state.arunachalPradesh" },
  { name: "Assam", code: "18", message: "state.assam" },
  { name: "Bihar", code: "10", message: "state.bihar" },
  { name: "Chandigarh", code: "04", message: "state.chandigarh" },
  { name: "Chhattisgarh", code: "22", message: "state.chhattisgarh" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26", message: "state.dadraAndNagarHaveliAndDamanAndDiu" },
  { name: "Delhi", code: "07", message: "state.delhi" },
  { name: "Goa", code: "30", message: "state.goa" },
  { name: "Gujarat", code: "24", message: "state.gujarat" },
  { name: "Haryana", code: "06", message: "state.haryana" },
  { name: "Himachal Pradesh", code: "02", message: "state.himachalPradesh" },
  { name: "Jammu and Kashmir", code: "01", message: "state.jammuAndKashmir" },
  { name: "Jharkhand", code: "20", message: "state.jharkhand" },
  { name: "Karnataka", code: "29", message: "state.karnataka" },
  { name: "Kerala", code: "32", message: "state.kerala" },
  { name: "Ladakh", code: "38", message: "state.ladakh" },
  { name: "Lakshadweep", code: "31", message: "state.lakshadweep" },
  { name: "Madhya Pradesh", code: "23", message: "state.madhyaPradesh" },
  { name: "Maharashtra", code: "27", message: "state.maharashtra" },
  { name: "Manipur", code: "14", message: "state.manipur" },
  { name: "Meghalaya", code: "17", message: "state.meghalaya" },
  { name: "Mizoram", code: "15", message: "state.mizoram" },
  { name: "Nagaland", code: "13", message: "state.nagaland" },
  { name: "Odisha", code: "21", message: "state.odisha" },
  { name: "Puducherry", code: "34", message: "state.puducherry" },
  { name: "Punjab", code: "03", message: "state.punjab" },
  { name: "Rajasthan", code: "08", message: "state.rajasthan" },
  { name: "Sikkim", code: "11", message: "state.sikkim" },
  { name: "Tamil Nadu", code: "33", message: "state.tamilNadu" },
  { name: "Telangana", code: "36", message: "state.telangana" },
  { name: "Tripura", code: "16", message: "state.tripura" },
  { name: "Uttar Pradesh", code: "09", message: "state.uttarPradesh" },
  { name: "Uttarakhand", code: "05", message: "state.uttarakhand" },
  { name: "West Bengal", code: "19", message: "state.westBengal" },
] as const satisfies ReadonlyArray<{ name: string; code: string; message: MessageCode }>;

export type StateName = (typeof STATES)[number]["name"];

export const STATE_NAMES = STATES.map((s) => s.name) as [StateName, ...StateName[]];

const CODES = new Map<string, string>(STATES.map((s) => [s.name, s.code]));

/** The GST code of a state by its name, or undefined for a name not on the list. */
export function gstStateCode(state: string): string | undefined {
  return CODES.get(state);
}

const MESSAGES = new Map<string, MessageCode>(STATES.map((s) => [s.name, s.message]));

/** The message code of a state's name, to show it in the reader's language. */
export function stateMessage(state: StateName): MessageCode {
  return MESSAGES.get(state)!;
}

/** The message code of a state's name as an address keeps it, or undefined for a name not on the list. */
export function stateMessageOf(state: string): MessageCode | undefined {
  return MESSAGES.get(state);
}
