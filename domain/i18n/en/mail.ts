/** The customer's e-mails (server/mail), in English. */
export const mail = {};
