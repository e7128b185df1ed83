import { message } from "#domain/i18n/message.ts";
import type { Database } from "#server/db/client.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";

/**
 * docs/product/accounts.md#sign-in-limits: 5 failed sign-ins for one account within 15 minutes block that account's
 * sign-in for 15 minutes. The block is kept per account *and* address: a stranger who guesses
 * five times locks only themselves out, never the owner signing in from elsewhere (the
 * per-IP limit, AUTH_RATE_LIMIT, caps how many addresses one attacker can spend). A password
 * reset lifts every block on the account.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_ATTEMPTS = message("account.signIn.locked");

export interface LoginGuard {
  isLocked(account: string, ip: string, now?: number): Promise<boolean>;
  recordFailure(account: string, ip: string, now?: number): Promise<void>;
  recordSuccess(account: string, ip: string): Promise<void>;
  /** After a password reset: every address may try again. */
  clear(account: string): Promise<void>;
  /** Accounts with failures or blocks still in force (for tests and monitoring). */
  size(now?: number): Promise<number>;
}

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

/** Expired entries are dropped at most this often, so the map never outgrows the last window. */
const PRUNE_EVERY_MS = 60_000;

const norm = (account: string) => account.trim().toLowerCase();

/** One process (SQLite): failures and blocks live in memory. */
export function createLoginGuard(): LoginGuard {
  const accounts = new Map<string, Map<string, Attempts>>();
  let prunedAt = 0;

  const live = (a: Attempts, now: number) => a.lockedUntil > now || a.failures.some((t) => now - t < LOCK_WINDOW_MS);

  function prune(now: number) {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    for (const [account, byIp] of accounts) {
      for (const [ip, attempts] of byIp) if (!live(attempts, now)) byIp.delete(ip);
      if (byIp.size === 0) accounts.delete(account);
    }
  }

  return {
    async isLocked(account, ip, now = Date.now()) {
      return (accounts.get(norm(account))?.get(ip)?.lockedUntil ?? 0) > now;
    },
    async recordFailure(account, ip, now = Date.now()) {
      prune(now);
      const key = norm(account);
      const byIp = accounts.get(key) ?? new Map<string, Attempts>();
      accounts.set(key, byIp);
      const attempts = byIp.get(ip) ?? { failures: [], lockedUntil: 0 };
      attempts.failures = attempts.failures.filter((t) => now - t < LOCK_WINDOW_MS);
      attempts.failures.push(now);
      if (attempts.failures.length >= MAX_FAILED_LOGINS) {
        attempts.lockedUntil = now + LOCK_WINDOW_MS;
        attempts.failures = [];
      }
      byIp.set(ip, attempts);
    },
    async recordSuccess(account, ip) {
      const byIp = accounts.get(norm(account));
      byIp?.delete(ip);
      if (byIp?.size === 0) accounts.delete(norm(account));
    },
    async clear(account) {
      accounts.delete(norm(account));
    },
    size: async () => accounts.size,
  };
}

/**
 * Several app servers (PostgreSQL): each failure is a row and each block a row, so five wrong
 * passwords spread over the servers block the account as five on one would. Rows past the
 * window are removed by the pruning job (pruneLoginGuard).
 */
export function createSharedLoginGuard(db: Database): LoginGuard {
  return {
    async isLocked(account, ip, now = Date.now()) {
      const lock = await db
        .selectFrom("login_locks")
        .select("locked_until")
        .where("account", "=", norm(account))
        .where("ip", "=", ip)
        .executeTakeFirst();
      return Number(lock?.locked_until ?? 0) > now;
    },
    async recordFailure(account, ip, now = Date.now()) {
      const key = norm(account);
      await db.insertInto("login_failures").values({ account: key, ip, failed_at: now }).execute();
      const { n } = await db
        .selectFrom("login_failures")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("account", "=", key)
        .where("ip", "=", ip)
        .where("failed_at", ">", now - LOCK_WINDOW_MS)
        .executeTakeFirstOrThrow();
      if (Number(n) < MAX_FAILED_LOGINS) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("login_locks")
          .values({ account: key, ip, locked_until: now + LOCK_WINDOW_MS })
          .onConflict((oc) => oc.columns(["account", "ip"]).doUpdateSet({ locked_until: now + LOCK_WINDOW_MS }))
          .execute();
        await trx.deleteFrom("login_failures").where("account", "=", key).where("ip", "=", ip).execute();
      });
    },
    async recordSuccess(account, ip) {
      const key = norm(account);
      await db.deleteFrom("login_failures").where("account", "=", key).where("ip", "=", ip).execute();
      await db.deleteFrom("login_locks").where("account", "=", key).where("ip", "=", ip).execute();
    },
    async clear(account) {
      const key = norm(account);
      await db.deleteFrom("login_failures").where("account", "=", key).execute();
      await db.deleteFrom("login_locks").where("account", "=", key).execute();
    },
    async size(now = Date.now()) {
      const { n } = await db
        .selectFrom((eb) =>
          eb
            .selectFrom("login_failures")
            .select("account")
            .where("failed_at", ">", now - LOCK_WINDOW_MS)
            .union(eb.selectFrom("login_locks").select("account").where("locked_until", ">", now))
            .as("live"),
        )
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

/** Drops failures and blocks that no longer count. */
export async function pruneLoginGuard(db: Database, now = Date.now()): Promise<void> {
  changesNothingPublic();
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<=", now - LOCK_WINDOW_MS)
    .execute();
  await db.deleteFrom("login_locks").where("locked_until", "<=", now).execute();
}
