import { en } from "./en/browser.ts";
import { hi } from "./hi/browser.ts";
import { mail as enMail } from "./en/mail.ts";
import { messages as enMessages } from "./en/messages.ts";
import { mail as hiMail } from "./hi/mail.ts";

/** Every catalogue, both languages: the server renders pages and writes mails from these. */
export const catalogues = {
  en: { ...en, messages: enMessages, mail: enMail },
  hi: { ...hi, mail: hiMail },
};
