import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const checkout = {} satisfies Translation<typeof en.checkout>;
