import { collectChanged } from "#server/cache/cache-tags.ts";
import type { ChangeFeed } from "#server/cache/change-feed.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { deliverQueuedMail } from "./mail/mail-outbox.ts";
import { pruneLoginGuard } from "#server/features/accounts/login-guard.ts";
import { expireUnpaidOrders } from "#server/features/orders/expire-unpaid-orders.ts";
import { pruneRateLimits } from "#server/http/rate-limit.ts";
import { reconcilePayments } from "#server/features/payments/reconcile-payments.ts";
import { forgetOldPaymentEvents } from "#server/features/payments/webhook.ts";
import { remindAbandonedCarts } from "#server/features/cart/cart-reminders.ts";
import { mailLowStock } from "#server/features/dashboard/mail-low-stock.ts";
import { sendStockAlerts } from "#server/features/stock-alerts/send-stock-alerts.ts";
import { pruneWebVitals } from "#server/features/web-vitals/prune-vitals.ts";
import type { Shop } from "./shop.ts";

/** Work the server does by itself, every `everyMs`. */
export interface Job {
  name: string;
  everyMs: number;
  /** Runs at the time of its turn (tests and the runner's `tick` choose it); answers how many things it did (logged when not 0). */
  run(now: Date): Promise<number | void>;
}

export interface JobRunner {
  /** Runs every job whose turn this is and that no other server has taken; answers their names. */
  tick(now?: number): Promise<string[]>;
  start(): void;
  /** Stops the timer and waits for a run in progress (graceful shutdown). */
  stop(): Promise<void>;
}

/** How often the runner looks for due jobs; a job runs at most once per its own interval. */
const TICK_MS = 15_000;
/** The first look, soon after start: work that fell due while no server ran is done at once. */
const FIRST_TICK_MS = 2_000;

/**
 * A job's turns are fixed slots of its interval on the clock. A server takes a turn with one
 * guarded update (`next_run_at` moves to the next slot only if it has not already), so however
 * many servers share the database, each turn runs on exactly one; with SQLite, on the one
 * process. A server that dies mid-run loses that turn only: the next slot is free again.
 */
export function createJobRunner(deps: { db: Database; logger: Logger; changes: ChangeFeed }, jobs: Job[]): JobRunner {
  const { db, logger, changes } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;

  async function claim(job: Job, now: number): Promise<boolean> {
    await db
      .insertInto("scheduled_jobs")
      .values({ name: job.name, next_run_at: 0 })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const next = now - (now % job.everyMs) + job.everyMs;
    const taken = await db
      .updateTable("scheduled_jobs")
      .set({ next_run_at: next })
      .where("name", "=", job.name)
      .where("next_run_at", "<=", now)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async function tick(now = Date.now()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await claim(job, now))) continue;
        ran.push(job.name);
        // What a job changed is dropped from the caches, as for a write through the API.
        const { result: done, tags } = await collectChanged(() => job.run(new Date(now)));
        changes.publish(tags);
        if (done) logger.info({ job: job.name, done }, "scheduled job");
      } catch (error) {
        logger.error({ job: job.name, err: error }, "scheduled job failed; it runs again next time");
      }
    }
    return ran;
  }

  const safeTick = () => {
    if (busy) return;
    busy = true;
    running = tick().finally(() => (busy = false));
  };

  return {
    tick,
    start() {
      timer = setTimeout(() => {
        safeTick();
        timer = setInterval(safeTick, TICK_MS);
        timer.unref();
      }, FIRST_TICK_MS);
      timer.unref();
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running.catch(() => {});
    },
  };
}

const MINUTE_MS = 60_000;

/**
 * The shop's own jobs (docs/product/operating-contract.md#background-jobs): cancel UPI and online
 * orders unpaid past their window, mail back-in-stock alerts whose variant has stock again, retry
 * mail that failed to go, settle with Razorpay what a lost webhook or answer left open, remind
 * customers of a cart left without an order, mail the shop each morning what is running low,
 * forget rate-limit counts, failed sign-ins and webhook event ids that no longer count, and delete
 * real-user speed samples past their four weeks.
 */
export function shopJobs(shop: Shop): Job[] {
  return [
    { name: "expire-unpaid-orders", everyMs: MINUTE_MS, run: () => expireUnpaidOrders(shop) },
    // After the expiry, so stock an expired order gave back is told of in the same turn.
    { name: "send-stock-alerts", everyMs: MINUTE_MS, run: () => sendStockAlerts(shop) },
    { name: "deliver-queued-mail", everyMs: MINUTE_MS, run: () => deliverQueuedMail(shop) },
    { name: "reconcile-payments", everyMs: MINUTE_MS, run: () => reconcilePayments(shop) },
    { name: "remind-abandoned-carts", everyMs: 10 * MINUTE_MS, run: (now) => remindAbandonedCarts(shop, now) },
    // Half-hour turns: India is 5:30 ahead of UTC, so one falls at 08:00 there, when the day's mail is due.
    { name: "mail-low-stock", everyMs: 30 * MINUTE_MS, run: (now) => mailLowStock(shop, now) },
    {
      name: "prune-limits",
      everyMs: 10 * MINUTE_MS,
      run: async () => {
        await pruneRateLimits(shop.db);
        await pruneLoginGuard(shop.db);
        await forgetOldPaymentEvents(shop.db);
      },
    },
    // Hourly: a sample a few minutes past its four weeks changes no figure anyone reads.
    { name: "prune-web-vitals", everyMs: 60 * MINUTE_MS, run: (now) => pruneWebVitals(shop.db, now) },
  ];
}
