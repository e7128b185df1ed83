/**
 * DECISIONS.md: 5 failed sign-ins for one account within 15 minutes block that account's
 * sign-in for 15 minutes. The block is kept per account *and* address: a stranger who guesses
 * five times locks only themselves out, never the owner signing in from elsewhere (the
 * per-IP limit, AUTH_RATE_LIMIT, caps how many addresses one attacker can spend). A password
 * reset lifts every block on the account.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_ATTEMPTS = "Too many failed login attempts. Please try again later.";

export interface LoginGuard {
  isLocked(account: string, ip: string, now?: number): boolean;
  recordFailure(account: string, ip: string, now?: number): void;
  recordSuccess(account: string, ip: string): void;
  /** After a password reset: every address may try again. */
  clear(account: string): void;
  /** Accounts with failures or blocks still in force (for tests and monitoring). */
  size(): number;
}

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

/** Expired entries are dropped at most this often, so the map never outgrows the last window. */
const PRUNE_EVERY_MS = 60_000;

export function createLoginGuard(): LoginGuard {
  const accounts = new Map<string, Map<string, Attempts>>();
  let prunedAt = 0;
  const norm = (account: string) => account.trim().toLowerCase();

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
    isLocked(account, ip, now = Date.now()) {
      return (accounts.get(norm(account))?.get(ip)?.lockedUntil ?? 0) > now;
    },
    recordFailure(account, ip, now = Date.now()) {
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
    recordSuccess(account, ip) {
      const byIp = accounts.get(norm(account));
      byIp?.delete(ip);
      if (byIp?.size === 0) accounts.delete(norm(account));
    },
    clear(account) {
      accounts.delete(norm(account));
    },
    size: () => accounts.size,
  };
}
