/**
 * `npm run bench:page-weight`: the JavaScript each page makes the browser load, brotli as served
 * (the scripts and module preloads in its HTML, the text chunks among them), in English and
 * Hindi. Builds nothing: it starts the production build (`BUILD_DIR`, default `build/`) on a
 * fresh DATA_DIR with the demo catalogue. Figures are printed, never asserted.
 */
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServer } from "#e2e/support/server.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const PAGES = ["/", "/plants", "/plant/tulsi-holy-basil", "/signin", "/review"];

const server = await startServer();
try {
  console.log("page | language | files | KiB brotli | text chunks");
  for (const path of PAGES) {
    for (const language of ["en", "hi"]) {
      const html = await (await fetch(`${server.url}${path}?lang=${language}`)).text();
      const scripts = new Set(
        [...html.matchAll(/(?:rel="modulepreload" href="|src="|import\(")(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
      );
      const bytes = [...scripts].reduce((sum, file) => {
        const compressed = join(buildDir, "client", `${file}.br`);
        return sum + (existsSync(compressed) ? statSync(compressed).size : 0);
      }, 0);
      const texts = [...scripts].filter((file) => file.includes("/texts-")).map((file) => file.split("/").pop());
      console.log(`${path} | ${language} | ${scripts.size} | ${(bytes / 1024).toFixed(1)} | ${texts.join(" ")}`);
    }
  }
} finally {
  await server.stop();
}
