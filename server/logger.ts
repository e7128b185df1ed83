import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs. Anything that could hold a secret is redacted by path, and request
 * logs carry the path only (no query string: reset tokens travel there).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "password",
          "*.password",
          "newPassword",
          "*.newPassword",
          "token",
          "*.token",
          "cardNumber",
          "*.cardNumber",
          "cvv",
          "*.cvv",
          "headers.cookie",
          "headers.authorization",
          "*.headers.cookie",
          "*.headers.authorization",
          "html",
          "text",
          "*.html",
          "*.text",
          // Razorpay's secrets, down to a whole configuration logged by mistake ({ config } → config.razorpay).
          "keySecret",
          "*.keySecret",
          "*.*.keySecret",
          "webhookSecret",
          "*.webhookSecret",
          "*.*.webhookSecret",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
