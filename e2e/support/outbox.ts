import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/** The outbox keeps raw .eml files; bodies are quoted-printable. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail the test server wrote to DATA_DIR/outbox for `email`, oldest first, decoded. */
export function mailsTo(email: string): string[] {
  const outbox = join(inject("dataDir"), "outbox");
  return readdirSync(outbox)
    .sort()
    .map((f) => readFileSync(join(outbox, f), "utf8"))
    .filter((m) => m.includes(`To: ${email}`))
    .map(decodeQuotedPrintable);
}

/** The newest mail the test server wrote to DATA_DIR/outbox for `email`, decoded ("" if none). */
export function latestMailTo(email: string): string {
  return mailsTo(email).at(-1) ?? "";
}
