import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "vanaushadhi-config-"));

describe("configuration", () => {
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
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
