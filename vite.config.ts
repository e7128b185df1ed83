import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./vite.chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
