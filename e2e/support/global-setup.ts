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
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
