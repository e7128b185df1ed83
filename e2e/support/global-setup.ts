import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

export const ADMIN = { email: "admin@vanaushadhi.test", password: "admin-password-1" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Every browser test signs up, reviews, complains, asks for stock alerts and may report its speed
  // from one IP: the per-IP limits are tested in tests/api, not here.
  const server = await startServer(
    {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: "100000",
      REVIEW_RATE_LIMIT: "100000",
      COMPLAINT_RATE_LIMIT: "100000",
      STOCK_ALERT_RATE_LIMIT: "100000",
      VITALS_RATE_LIMIT: "100000",
    },
    // The first start draws every demo picture; on CI's two busy cores that can take minutes.
    { startMs: 600_000 },
  );
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
