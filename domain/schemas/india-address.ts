import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { isKnownPin, PIN_PATTERN, pinBelongsTo } from "#domain/india/pin-codes.ts";
import { STATE_NAMES, type StateName, stateMessage } from "#domain/india/states.ts";
import { MOBILE_PATTERN } from "#domain/india/phone.ts";

/**
 * The parts of an Indian address every form shares (docs/product/addresses.md#address-fields):
 * a state from the 36, a PIN code of India Post's shape, and the one check that the PIN code
 * belongs to the state. The 'required' messages (docs/product/addresses.md#messages) stay each
 * form's own.
 */

export const INVALID_PIN = message("address.pin.invalid");
export const UNKNOWN_PIN = message("address.pin.unknown");
export const UNKNOWN_STATE = message("address.state.unknown");
/** The state's name is a code of its own, shown in the reader's language inside the message. */
export const pinNotIn = (state: StateName) => message("address.pin.notInState", { state: stateMessage(state) });

const isStateName = (value: string): value is StateName => (STATE_NAMES as readonly string[]).includes(value);

/** One of the 36 names; blank says `required`. */
export function stateField(required: MessageRef) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isStateName, UNKNOWN_STATE)
    .transform((name) => name as (typeof STATE_NAMES)[number]);
}

/** Six digits, the first 1–9; people write "411 001" too, so spaces are dropped. Blank says `required`. */
export function pinCodeField(required: MessageRef) {
  return z
    .string({ error: required })
    .transform((pin) => pin.replace(/\s+/g, ""))
    .pipe(z.string().min(1, required).regex(PIN_PATTERN, INVALID_PIN));
}

/** A PIN code India Post has allotted (by its prefix), for a check without a state. */
export function knownPinField(required: MessageRef) {
  return pinCodeField(required).refine(isKnownPin, UNKNOWN_PIN);
}

/**
 * Refines an object holding a state and a PIN code: the PIN code must be the state's, named on
 * the PIN field. Said only when both are well formed, so each field's own message comes first.
 */
export function pinForState<S extends string, P extends string>(stateKey: S, pinKey: P) {
  return (value: Record<S | P, unknown>, ctx: z.RefinementCtx): void => {
    const state = value[stateKey];
    const pin = value[pinKey];
    if (typeof state !== "string" || typeof pin !== "string" || !isStateName(state) || !PIN_PATTERN.test(pin)) return;
    if (!pinBelongsTo(pin, state)) ctx.addIssue({ code: "custom", path: [pinKey], message: pinNotIn(state) });
  };
}

export const INVALID_MOBILE = message("address.mobile.invalid");

/** Ten digits starting 6–9, an optional +91, spaces and dashes ignored; kept as `+91 98765 43210`, blank as blank. */
const mobileText = (required: MessageRef) =>
  z
    .string({ error: required })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => v === "" || MOBILE_PATTERN.test(v), INVALID_MOBILE)
    .transform((v) => (v === "" ? "" : `+91 ${v.slice(-10, -5)} ${v.slice(-5)}`));

/** A mobile number that may be left out (the profile's). */
export function optionalMobileField() {
  return mobileText(INVALID_MOBILE).default("");
}

export const MOBILE_REQUIRED = message("address.mobile.required");

/** A delivery address's mobile: couriers phone before they come, so blank says `Mobile number is required`. */
export function mobileField() {
  return mobileText(MOBILE_REQUIRED).refine((v) => v !== "", MOBILE_REQUIRED);
}
