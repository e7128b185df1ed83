import { z } from "#domain/schemas/zod.ts";
import { isWellFormedGstin } from "#domain/india/gstin.ts";
import { isIndianPhone } from "#domain/india/phone.ts";
import { gstStateCode } from "#domain/india/states.ts";
import { EMAIL_PATTERN, requiredText } from "./fields.ts";
import { pinCodeField, stateField, UNKNOWN_STATE } from "./india-address.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "#domain/social-networks.ts";
import { DEFAULT_UNPAID_ORDER_LIMITS } from "#domain/order-limits.ts";
import { wholeNumberField } from "./admin-fields.ts";

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
  const { label, hosts } = SOCIAL_NETWORKS[network];
  return z
    .string({ error: `Enter the shop's ${label} address` })
    .trim()
    .max(300, `Enter the shop's ${label} address`)
    .default("")
    .refine(
      (v) => v === "" || isProfileUrl(v, hosts),
      `Enter the shop's ${label} address, such as https://${hosts[0]}/…`,
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

export const MAX_UNPAID_RUPEES_MESSAGE = "Enter a whole number of rupees from 100 to 1,00,00,000";
export const MAX_UNPAID_UNITS_MESSAGE = "Enter a whole number of units from 1 to 10,000";

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

const email = (what: string) =>
  requiredText(`${what} is required`, 254).regex(EMAIL_PATTERN, `${what} must be an e-mail address`);
const phone = (what: string) =>
  requiredText(`${what} is required`, 20).refine(isIndianPhone, `${what} must be an Indian phone number`);

/**
 * The shop's own particulars (DECISIONS.md Part 2, "Shop settings"): the footer, the mails, the
 * UPI link and the invoices read them. The GSTIN must be well formed and belong to the state.
 */
export const shopSettingsSchema = z
  .object({
    legalName: requiredText("Legal name is required", 150),
    tradeName: requiredText("Trade name is required", 100),
    address: requiredText("Address is required", 300),
    city: requiredText("City is required", 100),
    state: stateField(UNKNOWN_STATE),
    pin: pinCodeField("PIN code is required"),
    gstin: requiredText("GSTIN is required", 15)
      .transform((v) => v.toUpperCase())
      .refine(isWellFormedGstin, "This GSTIN is not valid: check it against your registration"),
    email: email("E-mail"),
    phone: phone("Phone"),
    upiId: requiredText("UPI ID is required", 320).regex(UPI_ID_PATTERN, "Enter a UPI ID such as shopname@okicici"),
    upiName: requiredText("UPI payee name is required", 100),
    invoicePrefix: requiredText("Invoice prefix is required", 10).regex(
      /^[A-Z0-9]{1,4}$/i,
      "Use 1 to 4 letters or digits",
    ),
    social: socialSchema,
    orderLimits: orderLimitsSchema,
    grievanceOfficer: z.object(
      {
        name: requiredText("The grievance officer's name is required", 100),
        designation: requiredText("The grievance officer's designation is required", 100),
        email: email("The grievance officer's e-mail"),
        phone: phone("The grievance officer's phone"),
      },
      { error: "The grievance officer's details are required" },
    ),
  })
  .superRefine((s, ctx) => {
    // An unknown state has its own message already; no code to compare the GSTIN with.
    const code = gstStateCode(s.state);
    if (code && code !== s.gstin.slice(0, 2)) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `A GSTIN registered in ${s.state} starts with ${code}`,
      });
    }
  })
  .transform((s) => ({ ...s, invoicePrefix: s.invoicePrefix.toUpperCase() }));

export type ShopSettings = z.output<typeof shopSettingsSchema>;
