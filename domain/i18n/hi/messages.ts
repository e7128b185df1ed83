import type { en } from "../en/browser.ts";
import type { Translation } from "../translation.ts";

export const messages = {} satisfies Translation<typeof en.messages>;
