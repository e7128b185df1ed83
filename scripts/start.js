// `npm start`: the compiled server under plain Node. A fresh clone has no build yet, so it is
// made once first (plain JavaScript, because nothing here may need a TypeScript loader).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const entry = join(resolve(process.env.BUILD_DIR ?? "build"), "server", "start.js");
if (!existsSync(entry)) {
  console.log("No production build found: running `npm run build` once…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(entry).href);
