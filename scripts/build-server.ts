import { build } from "esbuild";

/**
 * After `react-router build`: the Node server as plain JavaScript, so `npm start` runs `node`
 * alone (no TypeScript loader, no esbuild service at run time). The server entry and the page
 * build are bundled together with shared chunks: the loaders' `#server/*` imports and the API
 * then use one instance of each module (one AppError class, one set of services). Packages
 * stay in node_modules; source maps keep stack traces pointing at the TypeScript.
 */
const buildDir = process.env.BUILD_DIR ?? "build";

const result = await build({
  // The picture process (server/storage/pictures.ts) is started from its own file.
  entryPoints: {
    start: "server/start.ts",
    pages: `${buildDir}/server/index.js`,
    "picture-worker": "server/storage/picture-worker.ts",
  },
  outdir: `${buildDir}/server`,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Stack traces need the mappings only; the sources themselves would sit in memory for nothing.
  sourcesContent: false,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`Bundled the server into ${buildDir}/server/start.js (${Math.round(bytes / 1024)} KB with maps)`);
