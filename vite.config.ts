import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientChunks } from "./vite.chunks.ts";
import { iconSpritePlugin } from "./vite.icons.ts";
import { subsetFontsPlugin } from "./vite.fonts.ts";

/**
 * React Router's package points every import at its development build, which keeps its warnings
 * for developers; the browser's production build takes the same code without them (0.6 KB brotli).
 */
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: "react-router/dist/production/index.mjs" },
  { find: /^react-router\/dom$/, replacement: "react-router/dist/production/dom-export.mjs" },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [iconSpritePlugin(), subsetFontsPlugin(), tailwindcss(), reactRouter()],
  resolve: { alias: command === "build" && !isSsrBuild ? ROUTER_PRODUCTION : [] },
  build: {
    assetsInlineLimit: 0,
    // The server reads it to preload the page's catalogue chunks (server/http/client-manifest.ts).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {
          // Loaders import server modules as the running process's own instances (loaded by tsx),
          // so the API and the pages share one set of services, caches and connections.
          external: (id: string) => id.startsWith("#server/"),
        }
      : { output: { manualChunks: clientChunks() } },
  },
}));
