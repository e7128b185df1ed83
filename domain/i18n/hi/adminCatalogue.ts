import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const adminCatalogue = {} satisfies Translation<typeof en.adminCatalogue>;
