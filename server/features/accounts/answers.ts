import { z } from "zod";
import { ROLES } from "#domain/admin.ts";

/** The API's account answers as schemas: the OpenAPI document says them, the presenters are held to them. */

const role = z.enum(ROLES);

export const profileAnswer = z
  .object({
    id: z.string(),
    uid: z.string().meta({ description: "The same as `id`, as the original shop named it" }),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().meta({ description: "Blank when not given" }),
    role,
  })
  .meta({ id: "Profile" });

export const addressAnswer = z
  .object({
    id: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    recipient: z.string().meta({ description: "Who receives the parcel; blank means the customer" }),
    mobile: z.string(),
    landmark: z.string(),
  })
  .meta({ id: "Address" });

export const cardAnswer = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    cardNumber: z.string().meta({ description: "Masked: only the last four digits show" }),
    expiryDate: z.string().meta({ description: "MM/YY" }),
    cardHolderName: z.string(),
  })
  .meta({ id: "SavedCard" });

export const addressesAnswer = z.object({ addresses: z.array(addressAnswer) });
export const cardsAnswer = z.object({ paymentMethods: z.array(cardAnswer) });
export const shippingDataAnswer = addressesAnswer.extend(cardsAnswer.shape);

export const adminUserAnswer = profileAnswer
  .extend({ orderCount: z.number().int(), createdAt: z.string() })
  .meta({ id: "AdminUser" });

export const roleChangeAnswer = z.object({ message: z.string(), user: adminUserAnswer });

export type ProfileAnswer = z.input<typeof profileAnswer>;
export type AddressAnswer = z.input<typeof addressAnswer>;
export type CardAnswer = z.input<typeof cardAnswer>;
export type AdminUserAnswer = z.input<typeof adminUserAnswer>;

/** Better Auth's own answers at /api/identity (server/features/accounts/identity-api.ts): its shapes, not the shop's. */

const instant = z.iso.datetime().meta({ description: "ISO 8601, UTC" });

export const identityUserAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.email(),
    emailVerified: z.boolean().meta({ description: "The shop does not verify addresses: false" }),
    image: z.string().nullable().meta({ description: "The shop keeps no pictures: null" }),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: "IdentityUser" });

export const identitySessionAnswer = z
  .object({
    id: z.string(),
    userId: z.string(),
    expiresAt: instant,
    createdAt: instant,
    updatedAt: instant,
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: "IdentitySession", description: "A session, never with its token" });

export const identityErrorAnswer = z
  .object({
    message: z.string().meta({ description: "What went wrong, in English" }),
    code: z
      .string()
      .optional()
      .meta({ description: "Better Auth's code, e.g. INVALID_EMAIL_OR_PASSWORD, WEAK_PASSWORD" }),
  })
  .meta({ id: "IdentityError" });
