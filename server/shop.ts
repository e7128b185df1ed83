import { type Auth, createAuth } from "#server/features/accounts/auth.ts";
import { type ChangeFeed, localChangeFeed } from "#server/cache/change-feed.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createPaymentProvider, type PaymentProvider } from "#server/features/payments/provider.ts";
import { createLoginGuard, createSharedLoginGuard, type LoginGuard } from "#server/features/accounts/login-guard.ts";
import { createSettingsStore, type SettingsStore } from "#server/features/settings/settings.ts";
import { createRateLimiter, createSharedRateLimiter, type RateLimiter } from "#server/http/rate-limit.ts";
import { createMediaStore, type MediaStore } from "./storage/media-store.ts";

const MINUTE_MS = 60_000;

/** Everything a request handler may use, made once per process and shared by /api and the pages. */
export interface Shop {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  media: MediaStore;
  mailer: Mailer;
  auth: Auth;
  loginGuard: LoginGuard;
  /** Sign-up, sign-in and reset requests per IP per minute (AUTH_RATE_LIMIT). */
  authLimiter: RateLimiter;
  /** Reviews per IP and per account per hour (REVIEW_RATE_LIMIT). */
  reviewLimiter: RateLimiter;
  /** Complaints per IP per hour (COMPLAINT_RATE_LIMIT). */
  complaintLimiter: RateLimiter;
  /** Back-in-stock alerts per IP per hour (STOCK_ALERT_RATE_LIMIT). */
  stockAlertLimiter: RateLimiter;
  /** Real-user speed reports per IP per hour (VITALS_RATE_LIMIT). */
  vitalsLimiter: RateLimiter;
  logger: Logger;
  settings: SettingsStore;
  /** "Something was written", heard by every app server (their response caches listen). */
  changes: ChangeFeed;
  /** The payment gateway (Razorpay), or null when it is not configured: then no online payment is offered. */
  payments: PaymentProvider | null;
}

export function createShop(options: {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  mailer?: Mailer;
  logger?: Logger;
  changes?: ChangeFeed;
}): Shop {
  const { db, kind, config } = options;
  const mailer = options.mailer ?? createMailer(config);
  // On PostgreSQL several app servers may share the database, so limits and blocks live in it;
  // SQLite means one process, which keeps them in memory.
  const shared = kind === "postgres";
  const limiter = (bucket: string, limit: number, windowMs: number) =>
    shared ? createSharedRateLimiter(db, bucket, limit, windowMs) : createRateLimiter(limit, windowMs);
  const loginGuard = shared ? createSharedLoginGuard(db) : createLoginGuard();
  return {
    db,
    kind,
    config,
    media: createMediaStore(config, db),
    mailer,
    auth: createAuth({ db, kind, config, mailer, loginGuard }),
    loginGuard,
    authLimiter: limiter("auth", config.authRateLimit, MINUTE_MS),
    reviewLimiter: limiter("review", config.reviewRateLimit, 60 * MINUTE_MS),
    complaintLimiter: limiter("complaint", config.complaintRateLimit, 60 * MINUTE_MS),
    stockAlertLimiter: limiter("stock-alert", config.stockAlertRateLimit, 60 * MINUTE_MS),
    vitalsLimiter: limiter("vitals", config.vitalsRateLimit, 60 * MINUTE_MS),
    logger: options.logger ?? createLogger(config.logLevel),
    settings: createSettingsStore(db, kind),
    changes: options.changes ?? localChangeFeed(),
    payments: createPaymentProvider(config),
  };
}
