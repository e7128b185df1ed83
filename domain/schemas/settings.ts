import { DEFAULT_RETURN_WINDOW_DAYS } from "#domain/returns.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { isWellFormedGstin } from "#domain/india/gstin.ts";
import { isIndianPhone } from "#domain/india/phone.ts";
import { gstStateCode, stateMessage } from "#domain/india/states.ts";
import { booleanField, EMAIL_PATTERN, requiredText } from "./fields.ts";
import { pinCodeField, stateField, UNKNOWN_STATE } from "./india-address.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#domain/social-networks.ts";
import { DEFAULT_UNPAID_ORDER_LIMITS } from "#domain/order-limits.ts";
import { PAYMENT_METHOD_OPTIONS, type PaymentMethodOption } from "#domain/payments.ts";
import { optionalWholeNumberField, wholeNumberField } from "./admin-fields.ts";

/** A UPI virtual payment address: `name@handle`. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** An https address on the network's own site (or a subdomain of it): never a script, never elsewhere. */
function isProfileUrl(text: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === "https:" && hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

const profileUrl = (network: SocialNetwork) => {
  const invalid = message(`settings.social.${network}.invalid`);
  return z
    .string({ error: invalid })
    .trim()
    .max(300, invalid)
    .default("")
    .refine(
      (v) => v === "" || isProfileUrl(v, SOCIAL_NETWORKS[network].hosts),
      message(`settings.social.${network}.notProfile`),
    );
};

/** Optional: a shop saved before these existed, or without a profile somewhere, has blanks. */
const socialSchema = z
  .object({
    facebook: profileUrl("facebook"),
    instagram: profileUrl("instagram"),
    x: profileUrl("x"),
    youtube: profileUrl("youtube"),
  })
  .prefault({});

export const MAX_UNPAID_RUPEES_MESSAGE = message("settings.orderLimits.rupeesInvalid");
export const MAX_UNPAID_UNITS_MESSAGE = message("settings.orderLimits.unitsInvalid");

/**
 * What one customer's unpaid orders may hold (`UnpaidOrderLimits`). A blank field, or a shop
 * saved before these existed, has the defaults.
 */
const orderLimitsSchema = z
  .object({
    maxUnpaidRupees: wholeNumberField(
      MAX_UNPAID_RUPEES_MESSAGE,
      100,
      1_00_00_000,
      DEFAULT_UNPAID_ORDER_LIMITS.maxUnpaidRupees,
    ),
    maxUnpaidUnitsPerProduct: wholeNumberField(
      MAX_UNPAID_UNITS_MESSAGE,
      1,
      10_000,
      DEFAULT_UNPAID_ORDER_LIMITS.maxUnpaidUnitsPerProduct,
    ),
  })
  .default(() => ({ ...DEFAULT_UNPAID_ORDER_LIMITS }));

const PAYMENT_METHODS_INVALID = message("settings.paymentMethods.invalid");

const isPaymentMethodOption = (value: unknown): value is PaymentMethodOption =>
  (PAYMENT_METHOD_OPTIONS as readonly unknown[]).includes(value);

/**
 * The form's checkboxes `paymentMethods.0…3` arrive as an object by index, after a blank
 * `paymentMethods` that makes none ticked an empty list rather than an absent one.
 */
function checkedList(value: unknown): unknown {
  if (value === "") return [];
  if (value && typeof value === "object" && !Array.isArray(value)) return Object.values(value);
  return value;
}

/**
 * Which payment methods checkout offers (docs/product/payments.md#payment-method-settings), in the
 * options' order. Absent (a shop saved before the setting existed): the shop's default, which
 * depends on DEMO_DATA (`chosenPaymentMethods`).
 */
const paymentMethodsSchema = z
  .preprocess(
    checkedList,
    z
      .array(z.unknown(), { error: PAYMENT_METHODS_INVALID })
      .refine((list) => list.every(isPaymentMethodOption), PAYMENT_METHODS_INVALID)
      .refine((list) => list.length > 0, message("settings.paymentMethods.required"))
      .transform((list) => PAYMENT_METHOD_OPTIONS.filter((option) => list.includes(option))),
  )
  .optional();

const email = (required: MessageRef, invalid: MessageRef) => requiredText(required, 254).regex(EMAIL_PATTERN, invalid);
const phone = (required: MessageRef, invalid: MessageRef) => requiredText(required, 20).refine(isIndianPhone, invalid);

/**
 * The shop's own particulars (docs/product/admin.md#settings): the footer, the mails, the UPI
 * link and the invoices read them. The GSTIN must be well formed and belong to the state.
 */
export const shopSettingsSchema = z
  .object({
    legalName: requiredText(message("settings.legalName.required"), 150),
    tradeName: requiredText(message("settings.tradeName.required"), 100),
    address: requiredText(message("settings.address.required"), 300),
    city: requiredText(message("address.city.required"), 100),
    state: stateField(UNKNOWN_STATE),
    pin: pinCodeField(message("settings.pin.required")),
    gstin: requiredText(message("settings.gstin.required"), 15)
      .transform((v) => v.toUpperCase())
      .refine(isWellFormedGstin, message("settings.gstin.invalid")),
    email: email(message("settings.email.required"), message("settings.email.invalid")),
    phone: phone(message("settings.phone.required"), message("settings.phone.invalid")),
    upiId: requiredText(message("settings.upiId.required"), 320).regex(
      UPI_ID_PATTERN,
      message("settings.upiId.invalid"),
    ),
    upiName: requiredText(message("settings.upiName.required"), 100),
    invoicePrefix: requiredText(message("settings.invoicePrefix.required"), 10).regex(
      /^[A-Z0-9]{1,4}$/i,
      message("settings.invoicePrefix.invalid"),
    ),
    social: socialSchema,
    orderLimits: orderLimitsSchema,
    paymentMethods: paymentMethodsSchema,
    // What an order costs beyond its lines (docs/product/commerce-core.md#delivery-charges): whole rupees.
    deliveryFee: wholeNumberField(message("settings.deliveryFee.invalid"), 0, 10_000, 0),
    freeDeliveryAbove: z
      .preprocess(
        (value) => (value === null ? undefined : value),
        optionalWholeNumberField(message("settings.freeDeliveryAbove.invalid"), 1, 1_00_00_000),
      )
      .transform((rupees) => rupees ?? null),
    pricesIncludeTax: booleanField,
    // Days after delivery a problem may be reported (docs/product/commerce-core.md#returns-and-replacements).
    returnWindowDays: wholeNumberField(message("settings.returnWindowDays.invalid"), 1, 30, DEFAULT_RETURN_WINDOW_DAYS),
    grievanceOfficer: z.object(
      {
        name: requiredText(message("settings.grievanceOfficer.name.required"), 100),
        designation: requiredText(message("settings.grievanceOfficer.designation.required"), 100),
        email: email(
          message("settings.grievanceOfficer.email.required"),
          message("settings.grievanceOfficer.email.invalid"),
        ),
        phone: phone(
          message("settings.grievanceOfficer.phone.required"),
          message("settings.grievanceOfficer.phone.invalid"),
        ),
      },
      { error: message("settings.grievanceOfficer.required") },
    ),
  })
  .superRefine((s, ctx) => {
    // An unknown state has its own message already; no code to compare the GSTIN with.
    const code = gstStateCode(s.state);
    if (code && code !== s.gstin.slice(0, 2)) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: message("settings.gstin.wrongState", { state: stateMessage(s.state), code }),
      });
    }
  })
  .transform((s) => ({ ...s, invoicePrefix: s.invoicePrefix.toUpperCase() }));

export type ShopSettings = z.output<typeof shopSettingsSchema>;
