import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "#domain/schemas/zod.ts";
import { weakPasswordReason } from "#server/features/accounts/password-policy.ts";
import { PRIVATE_FILE_MODE, tightenDataDir } from "#server/http/private-files.ts";
import type { RazorpaySettings } from "#server/features/payments/razorpay.ts";
import type { S3Settings } from "./storage/media-store.ts";

const booleanEnv = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

/** Online payment needs all three, or none: a shop with some of them has a mistake in its set-up. */
const RAZORPAY_KEYS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

/**
 * Variables whose values are never repeated in a refusal, which is printed at start-up: they
 * hold a secret, or may by mistake (a key secret pasted as the key id, a password in a URL).
 */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "DATABASE_URL",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "SESSION_SECRET",
  "S3_SECRET_ACCESS_KEY",
  ...RAZORPAY_KEYS,
]);

/** A limit: a whole number of at least 1. */
const limit = (fallback: number) =>
  z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(fallback);

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
      .optional(),
    ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, "must be at least 8 characters")
      .max(128)
      .refine((password) => !weakPasswordReason(password), "is a common password or one character repeated")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    PUBLIC_URL: z.url("must be a URL like https://shop.example.in").optional(),
    DEMO_DATA: booleanEnv(true),
    TRUST_PROXY: booleanEnv(false),
    TRUST_PROXY_HOPS: z.coerce
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(10, "must be at most 10")
      .default(1),
    AUTH_RATE_LIMIT: limit(30),
    ORDERS_PER_HOUR: limit(10),
    MAX_OPEN_ORDERS: limit(5),
    REVIEW_RATE_LIMIT: limit(5),
    UPI_PAYMENT_WINDOW_MINUTES: limit(60),
    UTR_CONFIRM_DAYS: limit(3),
    COMPLAINT_RATE_LIMIT: limit(5),
    STOCK_ALERT_RATE_LIMIT: limit(20),
    VITALS_RATE_LIMIT: limit(60),
    VITALS_SAMPLE_RATE: z.coerce
      .number({ error: "must be a number from 0 to 1" })
      .min(0, "must be a number from 0 to 1")
      .max(1, "must be a number from 0 to 1")
      .default(0.1),
    DRAIN_SECONDS: z.coerce
      .number()
      .int("must be a whole number")
      .min(0, "must be between 0 and 120")
      .max(120, "must be between 0 and 120")
      .default(0),
    MEDIA_STORE: z.enum(["disk", "s3", "database"], { error: "must be disk, s3 or database" }).optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.url("must be a URL like https://s3.example.in").optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(live|test)_[A-Za-z0-9]+$/, "must be a Razorpay key id, rzp_live_… or rzp_test_…")
      .optional(),
    // Razorpay's keys are copied from its Dashboard: a space or line break carried along would make every signature wrong.
    RAZORPAY_KEY_SECRET: z.string().regex(/^\S+$/, "must not contain spaces or line breaks").optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().regex(/^\S+$/, "must not contain spaces or line breaks").optional(),
    RAZORPAY_API_URL: z
      .url({ protocol: /^https?$/, error: "must be a URL like https://api.razorpay.com" })
      .default("https://api.razorpay.com"),
    RAZORPAY_RECONCILE_AFTER_MINUTES: limit(15),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.MEDIA_STORE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "must be set when MEDIA_STORE is s3" });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "must be set together with " + (env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"),
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with " + (env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"),
      });
    }
    const missing = RAZORPAY_KEYS.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < RAZORPAY_KEYS.length) {
      // The refusal names the first missing key; the message names the others after it, in one line.
      const others = missing.slice(1).map((name) => `and ${name} `);
      ctx.addIssue({
        code: "custom",
        path: [missing[0]!],
        message: `${others.join("")}must be set too: online payment needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (or none of them)`,
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  sessionSecret: string;
  /** The shop's address without a trailing slash: every absolute link is built on it, never on a request's host. */
  publicUrl: string;
  demoData: boolean;
  trustProxy: boolean;
  /** How many proxies of ours stand in front (each appends one X-Forwarded-For entry). */
  proxyHops: number;
  authRateLimit: number;
  /** Orders one customer may place in an hour. */
  ordersPerHour: number;
  /** Orders one customer may have neither delivered nor cancelled (for cash on delivery: unpaid). */
  maxOpenOrders: number;
  /** Reviews per IP and per account per hour. */
  reviewRateLimit: number;
  /** Unpaid UPI orders are cancelled this long after they were placed. */
  upiPaymentWindowMinutes: number;
  /** A UTR the shop has not confirmed this many days after the customer gave it is shown to the admin to check. */
  utrConfirmDays: number;
  /** Complaints per IP per hour. */
  complaintRateLimit: number;
  /** Back-in-stock alerts asked for per IP per hour. */
  stockAlertRateLimit: number;
  /** Real-user speed reports (beacons) accepted per IP per hour. */
  vitalsRateLimit: number;
  /** The share of page views whose browser measures and reports its speed (0 turns it off, 1 is every one). */
  vitalsSampleRate: number;
  /** After SIGTERM: how long /readyz answers 503 while requests are still served, before closing. */
  drainSeconds: number;
  logLevel: string;
  /** Where pictures live: DATA_DIR/media, an S3-compatible bucket, or the database. */
  mediaStore: "disk" | "s3" | "database";
  s3: S3Settings | undefined;
  /** Online payment through Razorpay; null when its keys are not set (then the shop offers none). */
  razorpay: RazorpayConfig | null;
}

export interface RazorpayConfig extends RazorpaySettings {
  /** An online order still unpaid this long after it was placed is looked up at Razorpay (a webhook may have been lost). */
  reconcileAfterMinutes: number;
}

export class ConfigError extends Error {}

/** Blank variables count as unset, so `FOO= npm start` behaves like no FOO at all. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
}

/** Reads and checks the environment once; a wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = env[name] === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  tightenDataDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === "0.0.0.0" ? "127.0.0.1" : e.HOST}:${e.PORT}`).replace(/\/+$/, ""),
    demoData: e.DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    proxyHops: e.TRUST_PROXY_HOPS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    ordersPerHour: e.ORDERS_PER_HOUR,
    maxOpenOrders: e.MAX_OPEN_ORDERS,
    reviewRateLimit: e.REVIEW_RATE_LIMIT,
    upiPaymentWindowMinutes: e.UPI_PAYMENT_WINDOW_MINUTES,
    utrConfirmDays: e.UTR_CONFIRM_DAYS,
    complaintRateLimit: e.COMPLAINT_RATE_LIMIT,
    stockAlertRateLimit: e.STOCK_ALERT_RATE_LIMIT,
    vitalsRateLimit: e.VITALS_RATE_LIMIT,
    vitalsSampleRate: e.VITALS_SAMPLE_RATE,
    drainSeconds: e.DRAIN_SECONDS,
    logLevel: e.LOG_LEVEL,
    // A bucket named is a bucket meant: S3_BUCKET alone chooses the object store.
    mediaStore: e.MEDIA_STORE ?? (e.S3_BUCKET ? "s3" : "disk"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ""),
            reconcileAfterMinutes: e.RAZORPAY_RECONCILE_AFTER_MINUTES,
          }
        : null,
  };
}

/** A secret made once and kept in DATA_DIR, so sessions survive restarts without any setup. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
