import type { Translation } from "../translation.ts";
import type { mail as en } from "../en/mail.ts";

/** The customer's e-mails in Hindi, for customers whose last visit was in Hindi. */
export const mail = {} satisfies Translation<typeof en>;
