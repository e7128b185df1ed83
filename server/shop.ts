import { join } from "node:path";
import { type Auth, createAuth } from "./auth.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createLoginGuard, type LoginGuard } from "./services/login-guard.ts";
import { createSettingsStore, type SettingsStore } from "./services/settings.ts";
import { createRateLimiter, type RateLimiter } from "./services/rate-limit.ts";
import { diskMediaStore, type MediaStore } from "./storage/media-store.ts";

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
  logger: Logger;
  settings: SettingsStore;
}

export function createShop(options: {
  db: Database;
  kind: DatabaseKind;
  config: Config;
  mailer?: Mailer;
  logger?: Logger;
}): Shop {
  const { db, kind, config } = options;
  const mailer = options.mailer ?? createMailer(config);
  const loginGuard = createLoginGuard();
  return {
    db,
    kind,
    config,
    media: diskMediaStore(join(config.dataDir, "media")),
    mailer,
    auth: createAuth({ db, kind, config, mailer, loginGuard }),
    loginGuard,
    authLimiter: createRateLimiter(config.authRateLimit, MINUTE_MS),
    reviewLimiter: createRateLimiter(config.reviewRateLimit, 60 * MINUTE_MS),
    complaintLimiter: createRateLimiter(config.complaintRateLimit, 60 * MINUTE_MS),
    logger: options.logger ?? createLogger(config.logLevel),
    settings: createSettingsStore(db),
  };
}
