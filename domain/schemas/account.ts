import { z } from "#domain/schemas/zod.ts";
import { CARD_EXPIRED, digitsOnly, isExpired, parseExpiry, passesLuhn } from "#domain/cards.ts";
import { emailField, isOneCharacterRepeated, optionalText, readableText, requiredText } from "./fields.ts";
import { optionalMobileField, pinCodeField, pinForState, stateField } from "./india-address.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_ONE_CHARACTER = "A password cannot be one character repeated";
/** Said by the server alone: the list of common passwords is too big for the browser (server/password-policy.ts). */
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";

/** A new password, wherever one is chosen: sign-up, reset and (server/auth.ts) change. */
const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN, "Password is too weak")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((value) => !isOneCharacterRepeated(value), PASSWORD_ONE_CHARACTER);

/** Control characters and bidirectional overrides: invisible, and able to disguise a name shown to staff. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const NAME_NOT_ALLOWED = "Full name contains characters that are not allowed";

/** A person's name, wherever one enters: sign-up page, identity API, profile, registration. */
export const fullNameSchema = requiredText("Full name is required", 100).refine(
  (name) => !HIDDEN_CHARACTERS.test(name),
  NAME_NOT_ALLOWED,
);

/** A name that may be left blank (a parcel's recipient), by the same rule. */
const optionalNameField = optionalText(100)
  .default("")
  .refine((name) => !HIDDEN_CHARACTERS.test(name), NAME_NOT_ALLOWED);

/** SPEC.md section 5: all four required, and the two passwords must match. */
export const signUpSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailField("Email is required", "Invalid email address"),
    password: password("Password is required"),
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField("Email is required", "Invalid email format."),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, "Invalid email or password"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField("Email is required", "Invalid email address"),
});

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "This reset link is invalid or has expired." })
      .min(1, "This reset link is invalid or has expired.")
      .max(200),
    password: password("Password is required"),
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

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
  /** Who receives the parcel; blank means the customer themself. */
  recipient: optionalNameField,
  street: readableText(requiredText("Street is required", 200)),
  landmark: readableText(optionalText(150)).default(""),
  city: readableText(requiredText("City is required", 100)),
  state: stateField("State is required"),
  zip: pinCodeField("ZIP code is required"),
  mobile: optionalMobileField(),
});

/**
 * A new address at checkout, with SPEC.md section 5's messages and DECISIONS.md Part 2's Indian
 * rules: a state of the 36, a PIN code of that state. (Refined, so extend it with `safeExtend`.)
 */
export const newAddressSchema = addressFields.superRefine(pinForState("state", "zip"));

/** A saved address: the profile dialog and PUT /api/auth/update-address, by the same rules. */
export const addressSchema = addressFields.extend({ id }).superRefine(pinForState("state", "zip"));
export type AddressInput = z.infer<typeof addressSchema>;

/** SPEC.md section 5 card messages plus Luhn; the full number and CVV are never kept. */
export const cardSchema = z.object({
  id,
  cardNumber: z
    .string({ error: "Card number is required" })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, "Card number is required")
        .regex(/^\d{16}$/, "Card number must be 16 digits")
        .refine(passesLuhn, "Card number is not valid"),
    ),
  expiryDate: z
    .string({ error: "Expiry date is required" })
    .trim()
    .min(1, "Expiry date is required")
    .refine((v) => parseExpiry(v) !== null, "Expiry date must be in MM/YY format")
    .refine((v) => !isExpired(v, new Date()), CARD_EXPIRED),
  cardHolderName: readableText(requiredText("Card holder name is required", 100)),
  cvv: z
    .string({ error: "CVV is required" })
    .trim()
    .min(1, "CVV is required")
    .regex(/^\d{3,4}$/, "CVV must be 3 or 4 digits"),
});
export type CardInput = z.infer<typeof cardSchema>;

/** A saved address or card named by id: DELETE /api/auth/delete-…/{id}, and the profile's delete buttons. */
export const savedEntryIdSchema = z.string().min(1).max(100);
export const savedEntrySchema = z.object({ id: savedEntryIdSchema });

/** Bodies of PUT /api/auth/update-address and /update-payment-method (SPEC.md section 7). */
export const updateAddressBodySchema = z.object({ address: addressSchema }, { error: 'Send { "address": { … } }' });
export const updatePaymentBodySchema = z.object(
  { paymentMethod: cardSchema },
  { error: 'Send { "paymentMethod": { … } }' },
);
