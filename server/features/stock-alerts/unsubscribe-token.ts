import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a back-in-stock mail's unsubscribe link: 256 random bits, drawn when the mail is
 * written. Only its SHA-256 is stored (`stock_alerts.unsubscribe_hash`): a copy of the table
 * (a backup, an export) holds no link that works. A plain hash suffices, as the token is random.
 */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");

export const unsubscribeTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
