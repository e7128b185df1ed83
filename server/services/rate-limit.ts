/** Fixed one-minute windows per key (an IP): enough to blunt scripted sign-up/sign-in/reset floods. */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit for this minute. */
  hit(key: string, now?: number): boolean;
}

export function createRateLimiter(limitPerMinute: number): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    hit(key, now = Date.now()) {
      if (now - windowStart >= 60_000) {
        windowStart = now;
        counts = new Map();
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n <= limitPerMinute;
    },
  };
}
