import type { Language } from "#domain/i18n/languages.ts";
import type { Texts } from "#domain/i18n/translator.ts";
import type { Namespace } from "./i18n.ts";

type Chunks = Partial<Record<Namespace, () => Promise<Texts>>>;

/**
 * The browser's catalogues, one chunk per language and namespace (vite.config.ts groups those a
 * page reads together): a page loads its language's, and only the namespaces its components read.
 */
export const TEXT_CHUNKS: Record<Language, Chunks> = {
  en: {
    common: () => import("#domain/i18n/en/common.ts").then((m) => m.common),
    ui: () => import("#domain/i18n/en/ui.ts").then((m) => m.ui),
    catalogue: () => import("#domain/i18n/en/catalogue.ts").then((m) => m.catalogue),
    info: () => import("#domain/i18n/en/info.ts").then((m) => m.info),
    account: () => import("#domain/i18n/en/account.ts").then((m) => m.account),
    checkout: () => import("#domain/i18n/en/checkout.ts").then((m) => m.checkout),
    admin: () => import("#domain/i18n/en/admin.ts").then((m) => m.admin),
    adminCatalogue: () => import("#domain/i18n/en/adminCatalogue.ts").then((m) => m.adminCatalogue),
    messages: () => import("#domain/i18n/en/messages.ts").then((m) => m.messages),
  },
  hi: {
    common: () => import("#domain/i18n/hi/common.ts").then((m) => m.common),
    ui: () => import("#domain/i18n/hi/ui.ts").then((m) => m.ui),
    catalogue: () => import("#domain/i18n/hi/catalogue.ts").then((m) => m.catalogue),
    info: () => import("#domain/i18n/hi/info.ts").then((m) => m.info),
    account: () => import("#domain/i18n/hi/account.ts").then((m) => m.account),
    checkout: () => import("#domain/i18n/hi/checkout.ts").then((m) => m.checkout),
    admin: () => import("#domain/i18n/hi/admin.ts").then((m) => m.admin),
    adminCatalogue: () => import("#domain/i18n/hi/adminCatalogue.ts").then((m) => m.adminCatalogue),
    messages: () => import("#domain/i18n/hi/messages.ts").then((m) => m.messages),
  },
};
