import { message } from "#domain/i18n/message.ts";
import { randomUUID } from "node:crypto";
import { cardBrand } from "#domain/cards.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/i18n/languages.ts";
import type { AddressInput, CardInput, ProfileInput } from "#domain/schemas/account.ts";
import type { Database } from "#server/db/client.ts";
import type { AddressTable, ProfileTable, SavedCardTable } from "#server/features/accounts/rows.ts";
import { AppError, notFound } from "#server/http/errors.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";

export type Profile = ProfileTable;
export type Address = AddressTable;
export type SavedCard = SavedCardTable;

/** A customer keeps a handful of each; the cap stops a script from filling the table. */
export const MAX_SAVED = 20;

/**
 * Creates the shop profile of an identity if it has none (idempotent; safe under races), in the
 * language the customer signed up in (English when not known).
 */
export async function ensureProfile(
  db: Database,
  user: { userId: string; email: string; fullName: string; language?: Language },
): Promise<void> {
  changesNothingPublic();
  const at = now();
  await db
    .insertInto("profiles")
    .values({
      user_id: user.userId,
      email: user.email,
      full_name: user.fullName,
      phone_number: "",
      role: "user",
      language: user.language ?? DEFAULT_LANGUAGE,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const profile = await db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!profile) throw notFound("account.user.notFound");
  return profile;
}

/** POST /api/auth/register: creates or completes the profile; never changes the e-mail. */
export async function registerProfile(
  db: Database,
  user: { userId: string; email: string },
  fullName: string | undefined,
): Promise<Profile> {
  await ensureProfile(db, { ...user, fullName: fullName ?? "" });
  if (fullName) {
    await db
      .updateTable("profiles")
      .set({ full_name: fullName, updated_at: now() })
      .where("user_id", "=", user.userId)
      .execute();
  }
  return getProfile(db, user.userId);
}

export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<Profile> {
  changesNothingPublic();
  await db
    .updateTable("profiles")
    .set({ full_name: input.fullName, phone_number: input.phoneNumber, updated_at: now() })
    .where("user_id", "=", userId)
    .execute();
  return getProfile(db, userId);
}

/**
 * Keeps the language a signed-in customer reads the shop in, so their mails come in it
 * (docs/product/language.md#mails). Called on every page; writes only when the language changed.
 */
export async function rememberLanguage(
  db: Database,
  user: { id: string; language: Language },
  language: Language,
): Promise<void> {
  changesNothingPublic();
  if (user.language === language) return;
  await db.updateTable("profiles").set({ language }).where("user_id", "=", user.id).execute();
}

/** The language to write to a customer in: their profile's (English if they have none). */
export async function languageOfUser(db: Database, userId: string): Promise<Language> {
  const row = await db.selectFrom("profiles").select("language").where("user_id", "=", userId).executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** The language to write to an e-mail address in: its customer's, or English for an address with no account. */
export async function languageOfEmail(db: Database, email: string): Promise<Language> {
  const row = await db
    .selectFrom("profiles")
    .select("language")
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row?.language ?? DEFAULT_LANGUAGE;
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom("profiles").select("role").where("user_id", "=", userId).executeTakeFirst();
  return row?.role === "admin";
}

export async function setRole(db: Database, userId: string, role: Profile["role"]): Promise<void> {
  await db.updateTable("profiles").set({ role, updated_at: now() }).where("user_id", "=", userId).execute();
}

export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function listCards(db: Database, userId: string): Promise<SavedCard[]> {
  return db
    .selectFrom("saved_cards")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

async function countOf(db: Database, table: "addresses" | "saved_cards", userId: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Updates the customer's own address with that id, or adds a new one. An id that is not
 * theirs never touches anyone else's row: it simply becomes a new address of theirs.
 */
export async function saveAddress(db: Database, userId: string, input: AddressInput): Promise<Address[]> {
  changesNothingPublic();
  const { street, city, state, zip, recipient, mobile, landmark } = input;
  const fields = { street, city, state, zip, recipient, mobile, landmark };
  const updated = input.id
    ? await db
        .updateTable("addresses")
        .set(fields)
        .where("id", "=", input.id)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  if (!updated || Number(updated.numUpdatedRows) === 0) {
    if ((await countOf(db, "addresses", userId)) >= MAX_SAVED) {
      throw new AppError(409, message("account.address.tooMany", { max: MAX_SAVED }));
    }
    await db
      .insertInto("addresses")
      .values({ id: randomUUID(), user_id: userId, ...fields, created_at: now() })
      .execute();
  }
  return listAddresses(db, userId);
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<Address[]> {
  changesNothingPublic();
  const result = await db.deleteFrom("addresses").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("account.address.notFound");
  return listAddresses(db, userId);
}

/** Only the masked form is kept (docs/product/payments.md#cards): brand, last four, expiry, holder. */
export function maskedCard(input: CardInput) {
  return {
    brand: cardBrand(input.cardNumber),
    last4: input.cardNumber.slice(-4),
    expiry: input.expiryDate,
    holder_name: input.cardHolderName,
  };
}

export async function saveCard(db: Database, userId: string, input: CardInput): Promise<SavedCard[]> {
  changesNothingPublic();
  const masked = maskedCard(input);
  const updated = input.id
    ? await db
        .updateTable("saved_cards")
        .set(masked)
        .where("id", "=", input.id)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  if (!updated || Number(updated.numUpdatedRows) === 0) {
    if ((await countOf(db, "saved_cards", userId)) >= MAX_SAVED) {
      throw new AppError(409, message("account.card.tooMany", { max: MAX_SAVED }));
    }
    await db
      .insertInto("saved_cards")
      .values({ id: randomUUID(), user_id: userId, ...masked, created_at: now() })
      .execute();
  }
  return listCards(db, userId);
}

export async function deleteCard(db: Database, userId: string, id: string): Promise<SavedCard[]> {
  changesNothingPublic();
  const result = await db
    .deleteFrom("saved_cards")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("account.card.notFound");
  return listCards(db, userId);
}
