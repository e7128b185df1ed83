import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const admin = {} satisfies Translation<typeof en.admin>;
