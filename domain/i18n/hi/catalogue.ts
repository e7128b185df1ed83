import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const catalogue = {} satisfies Translation<typeof en.catalogue>;
