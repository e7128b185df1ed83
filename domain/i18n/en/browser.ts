import { account } from "./account.ts";
import { admin } from "./admin.ts";
import { adminCatalogue } from "./adminCatalogue.ts";
import { catalogue } from "./catalogue.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { ui } from "./ui.ts";

/**
 * Every English text the browser shows, by namespace (each its own chunk there: app/lib/text-chunks.ts). Not the domain's and the server's texts
 * (./messages.ts): in English they are their own translation, so the browser needs no copy.
 * Mails live apart, in ./mail.ts.
 */
export const en = { common, ui, catalogue, account, checkout, admin, adminCatalogue };
