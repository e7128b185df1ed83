import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import {
  CARD_EXPIRED,
  digitsOnly,
  isExpired,
  isExpiryFormat,
  normalizeExpiry,
  parseExpiry,
  passesLuhn,
} from "#domain/cards.ts";
import { emailField, isOneCharacterRepeated, optionalText, readableText, requiredText } from "./fields.ts";
import { mobileField, optionalMobileField, pinCodeField, pinForState, stateField } from "./india-address.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_ONE_CHARACTER = message("account.password.oneCharacter");
/** Said by the server alone: the list of common passwords is too big for the browser (server/features/accounts/password-policy.ts). */
export const PASSWORD_TOO_COMMON = message("account.password.tooCommon");

const EMAIL_REQUIRED = message("field.email.required");
const PASSWORD_REQUIRED = message("account.password.required");
const INVALID_RESET_LINK = message("account.reset.invalidLink");

const confirmPassword = z
  .string({ error: message("account.password.confirmRequired") })
  .min(1, message("account.password.confirmRequired"));
const PASSWORDS_MATCH = { path: ["confirmPassword"], message: message("account.password.mismatch") };

/** A new password, wherever one is chosen: sign-up, reset and (server/features/accounts/auth.ts) change. */
const password = (required: MessageRef) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, message("account.password.tooWeak"))
    .max(PASSWORD_MAX, message("account.password.tooLong"))
    .refine((value) => !isOneCharacterRepeated(value), PASSWORD_ONE_CHARACTER);

/** Control characters and bidirectional overrides: invisible, and able to disguise a name shown to staff. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const NAME_NOT_ALLOWED = message("account.fullName.notAllowed");

/** A person's name, wherever one enters: sign-up page, identity API, profile, registration. */
export const fullNameSchema = requiredText(message("account.fullName.required"), 100).refine(
  (name) => !HIDDEN_CHARACTERS.test(name),
  NAME_NOT_ALLOWED,
);

/** A parcel's recipient, by the same rule: the courier asks for someone by name. */
const recipientField = requiredText(message("address.recipient.required"), 100).refine(
  (name) => !HIDDEN_CHARACTERS.test(name),
  NAME_NOT_ALLOWED,
);

/** All four required, and the two passwords must match (docs/product/accounts.md#sign-up). */
export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailField(EMAIL_REQUIRED, message("account.email.invalid")),
    password: password(PASSWORD_REQUIRED),
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, PASSWORDS_MATCH);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField(EMAIL_REQUIRED, message("account.email.badFormat")),
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX, message("account.signIn.wrongCredentials")),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(EMAIL_REQUIRED, message("account.email.invalid")),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: INVALID_RESET_LINK }).min(1, INVALID_RESET_LINK).max(200),
    password: password(PASSWORD_REQUIRED),
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, PASSWORDS_MATCH);

/**
 * Profile edit: a name as everywhere, and the mobile number couriers and the shop call, by the
 * same rule and message as an address's; email can never change here.
 */
export const profileSchema = z.object({
  fullName: fullNameSchema,
  phoneNumber: optionalMobileField(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** POST /api/auth/register: fullName completes the profile; uid and email come from the session. */
export const registerSchema = z.object({
  fullName: fullNameSchema.optional(),
  uid: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

const id = z.string().max(100).optional();

const addressFields = z.object({
  /** Who receives the parcel; the forms fill in the customer's own name (docs/product/addresses.md#address-fields). */
  recipient: recipientField,
  street: readableText(requiredText(message("address.street.required"), 200)),
  landmark: readableText(optionalText(150)).default(""),
  city: readableText(requiredText(message("address.city.required"), 100)),
  state: stateField(message("address.state.required")),
  zip: pinCodeField(message("address.zip.required")),
  mobile: mobileField(),
});

/**
 * A new address at checkout, with its messages (docs/product/addresses.md#messages) and the Indian
 * rules: a state of the 36, a PIN code of that state. (Refined, so extend it with `safeExtend`.)
 */
export const newAddressSchema = addressFields.superRefine(pinForState("state", "zip"));

/** A saved address: the profile dialog and PUT /api/auth/update-address, by the same rules. */
export const addressSchema = addressFields.extend({ id }).superRefine(pinForState("state", "zip"));
export type AddressInput = z.infer<typeof addressSchema>;

/** The card messages (docs/product/payments.md#cards) plus Luhn; the full number and CVV are never kept. */
export const cardSchema = z.object({
  id,
  cardNumber: z
    .string({ error: message("card.number.required") })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, message("card.number.required"))
        .regex(/^\d{16}$/, message("card.number.notSixteenDigits"))
        .refine(passesLuhn, message("card.number.invalid")),
    ),
  // Typed without its slash on a phone's number pad (`1227`), kept as MM/YY; a month that is not
  // one (`13/20`) is said apart from a text that is no expiry at all.
  expiryDate: z
    .string({ error: message("card.expiry.required") })
    .transform(normalizeExpiry)
    .pipe(
      z
        .string()
        .min(1, message("card.expiry.required"))
        .refine((v) => v === "" || isExpiryFormat(v), message("card.expiry.badFormat"))
        .refine((v) => !isExpiryFormat(v) || parseExpiry(v) !== null, message("card.expiry.badMonth"))
        .refine((v) => !isExpired(v, new Date()), CARD_EXPIRED),
    ),
  cardHolderName: readableText(requiredText(message("card.holder.required"), 100)),
  cvv: z
    .string({ error: message("card.cvv.required") })
    .trim()
    .min(1, message("card.cvv.required"))
    .regex(/^\d{3,4}$/, message("card.cvv.invalid")),
});
export type CardInput = z.infer<typeof cardSchema>;

/** A saved address or card named by id: DELETE /api/auth/delete-…/{id}, and the profile's delete buttons. */
export const savedEntryIdSchema = z.string().min(1).max(100);
export const savedEntrySchema = z.object({ id: savedEntryIdSchema });

/** Bodies of PUT /api/auth/update-address and /update-payment-method (docs/product/api.md#account). */
export const updateAddressBodySchema = z.object(
  { address: addressSchema },
  { error: message("account.address.bodyShape") },
);
export const updatePaymentBodySchema = z.object(
  { paymentMethod: cardSchema },
  { error: message("account.card.bodyShape") },
);
