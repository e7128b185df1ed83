import { useEffect, useState } from "react";

/**
 * Notices (reset, review, cancel) close after 3 s (docs/product/pages.md#timings); returns whether
 * `key`'s notice still shows.
 */
export const NOTICE_MS = 3000;

export function useTimedNotice(key: unknown): boolean {
  const [hidden, setHidden] = useState<unknown>(undefined);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setHidden(key), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return Boolean(key) && hidden !== key;
}
