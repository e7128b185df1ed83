/**
 * DECISIONS.md: 5 failed sign-ins for one account within 15 minutes block that account's
 * sign-in for 15 minutes. Kept in memory: one Node process serves the shop, and a restart
 * forgetting a lock errs on the customer's side.
 */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

export const TOO_MANY_ATTEMPTS = "Too many failed login attempts. Please try again later.";

export interface LoginGuard {
  isLocked(email: string, now?: number): boolean;
  recordFailure(email: string, now?: number): void;
  recordSuccess(email: string): void;
}

export function createLoginGuard(): LoginGuard {
  const failures = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();
  const key = (email: string) => email.trim().toLowerCase();
  return {
    isLocked(email, now = Date.now()) {
      const until = lockedUntil.get(key(email));
      if (until === undefined) return false;
      if (until > now) return true;
      lockedUntil.delete(key(email));
      return false;
    },
    recordFailure(email, now = Date.now()) {
      const k = key(email);
      const recent = (failures.get(k) ?? []).filter((t) => now - t < LOCK_WINDOW_MS);
      recent.push(now);
      if (recent.length >= MAX_FAILED_LOGINS) {
        lockedUntil.set(k, now + LOCK_WINDOW_MS);
        failures.delete(k);
      } else {
        failures.set(k, recent);
      }
    },
    recordSuccess(email) {
      failures.delete(key(email));
    },
  };
}
