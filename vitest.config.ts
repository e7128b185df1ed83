import { defineConfig } from "vitest/config";

export default defineConfig({
  // The production build names the icon sprite (vite.icons.ts); tests render with a fixed address.
  define: { __ICON_SPRITE__: JSON.stringify("/assets/icons.svg") },
  test: {
    include: ["tests/**/*.test.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
