import { describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { openTestDatabase } from "#tests/support/databases.ts";
import { signUp } from "#tests/support/users.ts";

describe("logs", () => {
  it("are JSON with a request id, and never carry passwords, tokens or card numbers", async () => {
    const lines: string[] = [];
    const { createLogger } = await import("#server/logger.ts");
    const logger = createLogger("trace", { write: (line: string) => void lines.push(line) });
    const t = await openTestDatabase("sqlite");
    try {
      const api = await createTestApp(t, { logger });
      const user = await signUp(api, "Log Watcher");
      await api.json("/api/identity/sign-in/email", { email: user.email, password: "wrong-secret-pass" });
      await api.json(
        "/api/auth/update-payment-method",
        {
          paymentMethod: {
            cardNumber: "4242424242424242",
            expiryDate: "12/30",
            cardHolderName: "Log Watcher",
            cvv: "987",
          },
        },
        "PUT",
        { Cookie: user.cookie },
      );
      await api.json("/api/identity/request-password-reset", { email: user.email });
      const token = /token=([\w-]+)/.exec(api.sent.at(-1)!.text)![1]!;
      await api.request(`/reset-password?token=${token}`);
      expect(lines.length).toBeGreaterThan(3);
      const parsed = lines.map((l) => JSON.parse(l) as { requestId?: string; msg?: string });
      expect(parsed.filter((l) => l.msg === "request").every((l) => typeof l.requestId === "string")).toBe(true);
      const all = lines.join("\n");
      for (const secret of [
        user.password,
        "wrong-secret-pass",
        "4242424242424242",
        '987"',
        token,
        user.token,
        user.cookie.split("=")[1]!,
      ]) {
        expect(all, `logs contain ${secret}`).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
