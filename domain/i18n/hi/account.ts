import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const account = {} satisfies Translation<typeof en.account>;
