import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "vanaushadhi-config-"));

const RAZORPAY = {
  RAZORPAY_KEY_ID: "rzp_test_1DP5mmOlF5G5ag",
  RAZORPAY_KEY_SECRET: "thisIsTheKeySecret42",
  RAZORPAY_WEBHOOK_SECRET: "thisIsTheWebhookSecret7",
};

/** What loadConfig threw, as the start-up prints it. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("configuration", () => {
  it("samples a tenth of page views for real-user speed unless told, from none to every one", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ vitalsSampleRate: 0.1, vitalsRateLimit: 60 });
    expect(loadConfig({ DATA_DIR: dataDir(), VITALS_SAMPLE_RATE: "0" }).vitalsSampleRate).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), VITALS_SAMPLE_RATE: "1" }).vitalsSampleRate).toBe(1);
    expect(refusal({ VITALS_SAMPLE_RATE: "10%" })).toBe(
      'Invalid configuration: VITALS_SAMPLE_RATE must be a number from 0 to 1 (got "10%")',
    );
    expect(refusal({ VITALS_SAMPLE_RATE: "1.5" })).toBe(
      'Invalid configuration: VITALS_SAMPLE_RATE must be a number from 0 to 1 (got "1.5")',
    );
  });

  it("has working defaults and keeps a generated session secret", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      demoData: true,
      databaseUrl: undefined,
      ordersPerHour: 10,
      maxOpenOrders: 5,
      reviewRateLimit: 5,
      utrConfirmDays: 3,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ORDERS_PER_HOUR: "50", MAX_OPEN_ORDERS: "20", UTR_CONFIRM_DAYS: "7" }),
    ).toMatchObject({
      ordersPerHour: 50,
      maxOpenOrders: 20,
      utrConfirmDays: 7,
    });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it("keeps PUBLIC_URL without a trailing slash, as every absolute link appends a path to it", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://shop.example.in//" }).publicUrl).toBe(
      "https://shop.example.in",
    );
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://127.0.0.1:8080");
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be between 1 and 65535/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "secret-password" }, /^Invalid configuration: ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: "admin@example.in" }, /^Invalid configuration: ADMIN_PASSWORD must be set together/],
    [
      { ADMIN_EMAIL: "admin@example.in", ADMIN_PASSWORD: "password123" },
      /^Invalid configuration: ADMIN_PASSWORD is a common/,
    ],
    [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL/],
    [{ SESSION_SECRET: "short" }, /^Invalid configuration: SESSION_SECRET must be at least 32/],
    [{ DEMO_DATA: "maybe" }, /^Invalid configuration: DEMO_DATA must be true or false/],
    [{ ORDERS_PER_HOUR: "0" }, /^Invalid configuration: ORDERS_PER_HOUR must be at least 1/],
    [{ MAX_OPEN_ORDERS: "2.5" }, /^Invalid configuration: MAX_OPEN_ORDERS must be a whole number/],
    [{ REVIEW_RATE_LIMIT: "-1" }, /^Invalid configuration: REVIEW_RATE_LIMIT must be at least 1/],
    [{ UTR_CONFIRM_DAYS: "0" }, /^Invalid configuration: UTR_CONFIRM_DAYS must be at least 1/],
    [{ UTR_CONFIRM_DAYS: "1.5" }, /^Invalid configuration: UTR_CONFIRM_DAYS must be a whole number/],
    [{ UTR_CONFIRM_DAYS: "three" }, /^Invalid configuration: UTR_CONFIRM_DAYS .*"three"/],
    [
      { ...RAZORPAY, RAZORPAY_KEY_ID: "key_12345" },
      /^Invalid configuration: RAZORPAY_KEY_ID must be a Razorpay key id/,
    ],
    [
      { ...RAZORPAY, RAZORPAY_API_URL: "ftp://api.razorpay.com" },
      /^Invalid configuration: RAZORPAY_API_URL must be a URL/,
    ],
    [
      { RAZORPAY_RECONCILE_AFTER_MINUTES: "0" },
      /^Invalid configuration: RAZORPAY_RECONCILE_AFTER_MINUTES must be at least 1/,
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});

describe("Razorpay's configuration", () => {
  it("is off without its keys, and takes Razorpay's API and a 15-minute reconciliation by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).razorpay).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), ...RAZORPAY }).razorpay).toEqual({
      keyId: "rzp_test_1DP5mmOlF5G5ag",
      keySecret: "thisIsTheKeySecret42",
      webhookSecret: "thisIsTheWebhookSecret7",
      apiUrl: "https://api.razorpay.com",
      reconcileAfterMinutes: 15,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...RAZORPAY,
        RAZORPAY_API_URL: "http://127.0.0.1:4010/",
        RAZORPAY_RECONCILE_AFTER_MINUTES: "30",
      }).razorpay,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:4010", reconcileAfterMinutes: 30 });
  });

  it.each([
    [{ RAZORPAY_KEY_ID: RAZORPAY.RAZORPAY_KEY_ID }, "RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set too"],
    [
      { RAZORPAY_KEY_ID: RAZORPAY.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: RAZORPAY.RAZORPAY_KEY_SECRET },
      "RAZORPAY_WEBHOOK_SECRET must be set too",
    ],
    [
      { RAZORPAY_WEBHOOK_SECRET: RAZORPAY.RAZORPAY_WEBHOOK_SECRET },
      "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set too",
    ],
    [
      { RAZORPAY_KEY_SECRET: RAZORPAY.RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: RAZORPAY.RAZORPAY_WEBHOOK_SECRET },
      "RAZORPAY_KEY_ID must be set too",
    ],
  ])("half set (%o) stops the start with one line naming what is missing", (env, missing) => {
    const line = refusal(env);
    expect(line).toBe(
      `Invalid configuration: ${missing}: online payment needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (or none of them)`,
    );
    expect(line).not.toContain(RAZORPAY.RAZORPAY_KEY_SECRET);
    expect(line).not.toContain(RAZORPAY.RAZORPAY_WEBHOOK_SECRET);
  });

  it("never repeats a secret in the refusal printed at start-up", () => {
    const refusals = [
      refusal({ ...RAZORPAY, RAZORPAY_KEY_SECRET: "secret with a space" }),
      refusal({ ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: "webhook-secret\n" }),
      // The key secret pasted where the key id goes.
      refusal({ ...RAZORPAY, RAZORPAY_KEY_ID: "thisIsTheKeySecret42" }),
      refusal({ SESSION_SECRET: "short-session-secret" }),
      refusal({ DATABASE_URL: "mysql://shop:db-password-9@db.internal/shop" }),
    ];
    expect(refusals[0]).toBe("Invalid configuration: RAZORPAY_KEY_SECRET must not contain spaces or line breaks");
    expect(refusals[1]).toBe("Invalid configuration: RAZORPAY_WEBHOOK_SECRET must not contain spaces or line breaks");
    const printed = refusals.join("\n");
    for (const secret of [
      "secret with a space",
      "webhook-secret",
      "thisIsTheKeySecret42",
      "short-session-secret",
      "db-password-9",
    ]) {
      expect(printed).not.toContain(secret);
    }
  });

  it("keeps its secrets out of the logs, even when a whole configuration is logged", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const config = loadConfig({ DATA_DIR: dataDir(), ...RAZORPAY });
    logger.info({ config }, "configuration");
    logger.info({ razorpay: config.razorpay }, "payments");
    logger.info(config.razorpay!, "keys");
    const logged = lines.join("\n");
    expect(logged).toContain("rzp_test_1DP5mmOlF5G5ag");
    expect(logged).not.toContain(RAZORPAY.RAZORPAY_KEY_SECRET);
    expect(logged).not.toContain(RAZORPAY.RAZORPAY_WEBHOOK_SECRET);
  });
});
