import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "#server/http/private-files.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = '"Vanaushadhi" <no-reply@vanaushadhi.in>';

/** Real mail through SMTP_URL; without it, each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      // Reset mails carry live sign-in links: readable by the shop's user only.
      ensurePrivateDir(outbox);
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(outbox, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
    },
  };
}
