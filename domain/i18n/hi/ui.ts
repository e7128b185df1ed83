import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const ui = {} satisfies Translation<typeof en.ui>;
