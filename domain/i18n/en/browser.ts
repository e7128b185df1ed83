import { account } from "./account.ts";
import { admin } from "./admin.ts";
import { adminCatalogue } from "./adminCatalogue.ts";
import { catalogue } from "./catalogue.ts";
import { checkout } from "./checkout.ts";
import { common } from "./common.ts";
import { messages } from "./messages.ts";
import { ui } from "./ui.ts";

/** Every English text the browser shows, by namespace (mails live apart, in ./mail.ts). */
export const en = { common, ui, catalogue, account, checkout, admin, adminCatalogue, messages };
export default en;
