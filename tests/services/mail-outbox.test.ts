import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mail, Mailer } from "#server/mail/mailer.ts";
import { deliverQueuedMail, queueMail } from "#server/mail/mail-outbox.ts";
import { createLogger } from "#server/logger.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

const MAIL: Mail = { to: "asha@example.in", subject: "Order #1a2b3c4d", text: "Hello", html: "<p>Hello</p>" };
const logger = createLogger("silent");

describe.each(DATABASE_KINDS)("the mail outbox on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it("keeps a mail the server could not send and sends it later, once", async () => {
    let down = true;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        if (down) throw new Error("SMTP server unreachable");
        sent.push(mail);
      },
    };
    await t.db.transaction().execute((trx) => queueMail(trx, MAIL));
    const now = new Date();
    expect(await deliverQueuedMail({ db: t.db, mailer, logger }, now)).toBe(0);
    const failed = await t.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, last_error: "SMTP server unreachable" });

    down = false;
    // Not yet due: the pause after a failure.
    expect(await deliverQueuedMail({ db: t.db, mailer, logger }, now)).toBe(0);
    const later = new Date(now.getTime() + 2 * 60_000);
    // Two app servers deliver at the same moment: the mail goes once.
    const counts = await Promise.all([
      deliverQueuedMail({ db: t.db, mailer, logger }, later),
      deliverQueuedMail({ db: t.db, mailer, logger }, later),
    ]);
    expect(counts[0]! + counts[1]!).toBe(1);
    expect(sent).toEqual([MAIL]);
    expect(await deliverQueuedMail({ db: t.db, mailer, logger }, new Date(later.getTime() + 3_600_000))).toBe(0);
  });

  it("writes nothing when the transaction that queued the mail rolls back", async () => {
    const before = await t.db.selectFrom("mail_outbox").select("id").execute();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMail(trx, { ...MAIL, subject: "Never" });
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await t.db.selectFrom("mail_outbox").select("id").execute()).toEqual(before);
  });
});
