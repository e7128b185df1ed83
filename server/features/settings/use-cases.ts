import { z } from "zod";
import { policiesSchema } from "#domain/schemas/policies.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { useCase } from "#server/http/use-case.ts";
import { type PoliciesAnswer, policiesAnswer, type ShopSettingsAnswer, shopSettingsAnswer } from "./answers.ts";
import { shopSettingsJson } from "./presenters.ts";
import { saveShopSettings } from "./save-shop-settings.ts";

/**
 * The settings feature's use cases: the shop's particulars (read by the footer, the mails, UPI
 * and the invoices) and the policy pages' Markdown, each its own settings document.
 */

export const getShopSettingsCase = useCase({
  name: "settings.get",
  summary: "The shop's particulars, or null before anyone set them",
  access: "admin",
  input: z.object({}),
  run: async (shop): Promise<ShopSettingsAnswer | null> => {
    const settings = await shop.settings.shop();
    return settings && shopSettingsJson(settings, shop.config.demoData);
  },
  answer: shopSettingsAnswer.nullable(),
  http: { method: "get", path: "/admin/settings", from: "none" },
});

export const saveShopSettingsCase = useCase({
  name: "settings.save",
  summary: "Save the shop's particulars; every page, mail and invoice uses them at once",
  access: "admin",
  input: shopSettingsSchema,
  run: async (shop, settings, { user }): Promise<ShopSettingsAnswer> =>
    shopSettingsJson(await saveShopSettings(shop, settings, user.id), shop.config.demoData),
  answer: shopSettingsAnswer,
  http: { method: "put", path: "/admin/settings" },
});

export const getPoliciesCase = useCase({
  name: "settings.policies",
  summary: "The four policy pages' Markdown (/shipping, /returns, /terms, /privacy), or null before anyone wrote them",
  access: "admin",
  input: z.object({}),
  run: (shop): Promise<PoliciesAnswer | null> => shop.settings.policies(),
  answer: policiesAnswer.nullable(),
  http: { method: "get", path: "/admin/policies", from: "none" },
});

export const savePoliciesCase = useCase({
  name: "settings.savePolicies",
  summary: "Save the policy pages' Markdown; the pages show the new text at once",
  access: "admin",
  input: policiesSchema,
  run: (shop, policies, { user }): Promise<PoliciesAnswer> => shop.settings.savePolicies(policies, user.id),
  answer: policiesAnswer,
  http: { method: "put", path: "/admin/policies" },
});

export const settingsUseCases = [getShopSettingsCase, saveShopSettingsCase, getPoliciesCase, savePoliciesCase];
