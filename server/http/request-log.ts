import { randomUUID } from "node:crypto";
import type { Logger } from "#server/logger.ts";

/** The caller's request id (a proxy's), kept short, or a new one: it ties the log line to the answer. */
export function requestIdOf(header: string | undefined): string {
  return header?.slice(0, 64) || randomUUID();
}

/** One log line per answered request: its path only (reset tokens travel in query strings). */
export function logRequest(
  logger: Logger,
  request: { requestId: string; method: string; path: string; status: number },
  started: number,
): void {
  if (!logger.isLevelEnabled("info")) return;
  logger.info({ ...request, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
}
