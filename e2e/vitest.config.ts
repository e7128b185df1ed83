import { defineConfig } from "vitest/config";

/** Browser tests: one production server for the run (global setup), files one at a time. */
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll's default second is less than a busy two-core machine takes for a fetch, a debounced save or a lazy chunk.
    expect: { poll: { timeout: 10_000 } },
  },
});
