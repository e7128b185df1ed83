import { account } from "./account.ts";
import { admin } from "./admin.ts";
import { adminCatalogue } from "./adminCatalogue.ts";
import { catalogue } from "./catalogue.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { info } from "./info.ts";
import { ui } from "./ui.ts";

/**
 * Every English text of the pages, by namespace (each its own chunk there: app/lib/text-chunks.ts).
 * The domain's and the server's messages (./messages.ts) are a namespace apart, which the Hindi
 * catalogue translates too; mails live apart, in ./mail.ts.
 */
export const en = { common, ui, catalogue, info, account, checkout, admin, adminCatalogue };
