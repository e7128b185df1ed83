import { z } from "zod";
import { roleUpdated } from "#domain/admin.ts";
import {
  addressSchema,
  cardSchema,
  forgotPasswordSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  savedEntryIdSchema,
  signInSchema,
  signUpSchema,
  updateAddressBodySchema,
  updatePaymentBodySchema,
} from "#domain/schemas/account.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { roleBodySchema, userListQuerySchema } from "#domain/schemas/admin-users.ts";
import { englishText } from "#server/http/errors.ts";
import { useCase } from "#server/http/use-case.ts";
import {
  deleteAddress,
  deleteCard,
  getProfile,
  isAdmin,
  listAddresses,
  listCards,
  registerProfile,
  saveAddress,
  saveCard,
  updateProfile,
} from "./accounts.ts";
import { changeUserRole, listAdminUsers } from "./admin-users.ts";
import { requestPasswordReset, resetPassword, signInWithPassword, signOut, signUpWithPassword } from "./identity.ts";
import {
  addressesAnswer,
  adminUserAnswer,
  cardsAnswer,
  profileAnswer,
  roleChangeAnswer,
  shippingDataAnswer,
} from "./answers.ts";
import { addressJson, adminUserJson, cardJson, profileJson } from "./presenters.ts";

/** The accounts feature's use cases: the customer's profile, address book and cards, and the admin's users. */

const savedEntryId = { id: savedEntryIdSchema };

export const getProfileCase = useCase({
  name: "accounts.profile",
  summary: "The caller's profile",
  access: "owner",
  input: z.object({}),
  run: (shop, _input, { user }) => getProfile(shop.db, user.id),
  answer: profileAnswer,
  present: profileJson,
  http: { method: "get", path: "/auth/profile", from: "none" },
});

export const registerProfileCase = useCase({
  name: "accounts.register",
  summary: "Create or complete the caller's profile; `uid` and `email` come from the session, whatever the body says",
  access: "owner",
  input: registerSchema,
  run: (shop, { fullName }, { user }) => registerProfile(shop.db, { userId: user.id, email: user.email }, fullName),
  answer: profileAnswer,
  present: profileJson,
  http: { method: "post", path: "/auth/register" },
});

export const updateProfileCase = useCase({
  name: "accounts.updateProfile",
  summary: "Change the caller's name and mobile number (never the e-mail)",
  access: "owner",
  input: profileSchema,
  run: (shop, input, { user }) => updateProfile(shop.db, user.id, input),
  answer: profileAnswer,
  present: profileJson,
  http: { method: "put", path: "/auth/update-profile" },
});

export const getShippingDataCase = useCase({
  name: "accounts.shippingData",
  summary: "The caller's saved addresses and cards (masked)",
  access: "owner",
  input: z.object({}),
  run: async (shop, _input, { user }) => {
    const [addresses, cards] = await Promise.all([listAddresses(shop.db, user.id), listCards(shop.db, user.id)]);
    return { addresses, cards };
  },
  answer: shippingDataAnswer,
  present: ({ addresses, cards }) => ({ addresses: addresses.map(addressJson), paymentMethods: cards.map(cardJson) }),
  http: { method: "get", path: "/auth/shipping-data", from: "none" },
});

/**
 * Edits the caller's address with that id, or adds one. The page's form sends the address flat;
 * the API's body wraps it as `{ address }`, and its refusals name `address.street`.
 */
export const saveAddressCase = useCase({
  name: "accounts.saveAddress",
  summary: "Edit the caller's address with that `id`, or add one (at most 20); answers the full list",
  access: "owner",
  input: addressSchema,
  run: (shop, address, { user }) => saveAddress(shop.db, user.id, address),
  answer: addressesAnswer,
  present: (addresses) => ({ addresses: addresses.map(addressJson) }),
  http: {
    method: "put",
    path: "/auth/update-address",
    input: updateAddressBodySchema.transform((body) => body.address),
  },
});

export const deleteAddressCase = useCase({
  name: "accounts.deleteAddress",
  summary: "Delete one of the caller's addresses; answers the rest",
  access: "owner",
  input: z.object({}),
  params: savedEntryId,
  run: (shop, { id }, { user }) => deleteAddress(shop.db, user.id, id),
  answer: addressesAnswer,
  present: (addresses) => ({ addresses: addresses.map(addressJson) }),
  http: { method: "delete", path: "/auth/delete-address/:id", from: "none" },
});

/** As addresses: the page's form sends the card flat, the API's body as `{ paymentMethod }`. Only its masked form is kept. */
export const saveCardCase = useCase({
  name: "accounts.saveCard",
  summary: "Edit the caller's card with that `id`, or add one (at most 20); keeps only the masked card",
  access: "owner",
  input: cardSchema,
  run: (shop, card, { user }) => saveCard(shop.db, user.id, card),
  answer: cardsAnswer,
  present: (cards) => ({ paymentMethods: cards.map(cardJson) }),
  http: {
    method: "put",
    path: "/auth/update-payment-method",
    input: updatePaymentBodySchema.transform((body) => body.paymentMethod),
  },
});

export const deleteCardCase = useCase({
  name: "accounts.deleteCard",
  summary: "Delete one of the caller's saved cards; answers the rest",
  access: "owner",
  input: z.object({}),
  params: savedEntryId,
  run: (shop, { id }, { user }) => deleteCard(shop.db, user.id, id),
  answer: cardsAnswer,
  present: (cards) => ({ paymentMethods: cards.map(cardJson) }),
  http: { method: "delete", path: "/auth/delete-payment-method/:id", from: "none" },
});

export const checkAdminCase = useCase({
  name: "accounts.checkAdmin",
  summary: "Whether the caller is an admin",
  access: "customer",
  input: z.object({}),
  run: async (shop, _input, { user }) => ({ isAdmin: await isAdmin(shop.db, user.id) }),
  answer: z.object({ isAdmin: z.boolean() }),
  http: { method: "get", path: "/auth/check-admin", from: "none" },
});

export const listUsersCase = useCase({
  name: "accounts.adminList",
  summary: "Users with their role and number of orders: search, sort, page (X-Total-Count)",
  access: "admin",
  input: userListQuerySchema,
  run: (shop, query) => listAdminUsers(shop.db, query),
  answer: z.array(adminUserAnswer),
  present: (page) => page.items.map(adminUserJson),
  http: { method: "get", path: "/admin/users", total: (page) => page.total },
});

export const changeUserRoleCase = useCase({
  name: "accounts.changeRole",
  summary: "Make a user an admin or take it away; nobody changes their own role, and the last admin stays one",
  access: "admin",
  input: roleBodySchema,
  params: { id: entryIdSchema },
  run: async (shop, { id, role }, { user }) => ({ role, user: await changeUserRole(shop, user.id, id, role) }),
  answer: roleChangeAnswer,
  present: ({ role, user }) => ({ message: englishText(roleUpdated(role)), user: adminUserJson(user) }),
  http: { method: "put", path: "/admin/users/:id/role" },
});

/*
 * The identity pages' use cases have no `http` binding: the API's side of them is Better Auth's own
 * /api/identity/* (identity-api.ts), so they are in no list the API mounts. Sign-in and sign-up
 * answer the session's Set-Cookie headers, for the page to forward.
 */

export const signInCase = useCase({
  name: "accounts.signIn",
  summary: "Sign in with e-mail and password",
  access: "visitor",
  input: signInSchema,
  run: (shop, input, { headers, ip }) => signInWithPassword(shop, input, { headers, ip }),
});

export const signUpCase = useCase({
  name: "accounts.signUp",
  summary: "Open an account with e-mail and password, signed in at once",
  access: "visitor",
  input: signUpSchema,
  run: (shop, input, { headers, ip }) => signUpWithPassword(shop, input, { headers, ip }),
});

export const signOutCase = useCase({
  name: "accounts.signOut",
  summary: "End the caller's session",
  access: "visitor",
  input: z.object({}),
  run: (shop, _input, { headers }) => signOut(shop, headers),
});

export const requestPasswordResetCase = useCase({
  name: "accounts.requestPasswordReset",
  summary: "Mail a password reset link to an account's address",
  access: "visitor",
  input: forgotPasswordSchema,
  run: (shop, { email }, { ip }) => requestPasswordReset(shop, email, ip),
});

export const resetPasswordCase = useCase({
  name: "accounts.resetPassword",
  summary: "Set a new password with a reset link's token",
  access: "visitor",
  input: resetPasswordSchema,
  run: (shop, { token, password }) => resetPassword(shop, token, password),
});

export const accountsUseCases = [
  getProfileCase,
  registerProfileCase,
  updateProfileCase,
  getShippingDataCase,
  saveAddressCase,
  deleteAddressCase,
  saveCardCase,
  deleteCardCase,
  checkAdminCase,
  listUsersCase,
  changeUserRoleCase,
];
