/** What a caller over an identity limit is told (sign-up, reset: no password was guessed). */
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

/**
 * Fixed windows per key (an IP, an account): enough to blunt scripted floods of sign-ups,
 * sign-ins, resets or reviews. Every key's count starts again when the window turns over.
 */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit for this window. */
  hit(key: string, now?: number): boolean;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n <= limit;
    },
  };
}
