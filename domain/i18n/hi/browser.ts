import type { en } from "../en/browser.ts";
import type { messages as enMessages } from "../en/messages.ts";
import type { Translation } from "../translation.ts";
import { account } from "./account.ts";
import { admin } from "./admin.ts";
import { adminCatalogue } from "./adminCatalogue.ts";
import { catalogue } from "./catalogue.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { info } from "./info.ts";
import { messages } from "./messages.ts";
import { ui } from "./ui.ts";

type BrowserCatalogue = { readonly [N in keyof typeof en]: Translation<(typeof en)[N]> } & {
  readonly messages: Translation<typeof enMessages>;
};

/** Every Hindi text the browser shows: the English catalogue's keys, and the domain's texts, in natural Hindi. */
export const hi = {
  common,
  ui,
  catalogue,
  info,
  account,
  checkout,
  admin,
  adminCatalogue,
  messages,
} satisfies BrowserCatalogue;
