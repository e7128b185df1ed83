import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * After `react-router build`: brotli (quality 11) and gzip (level 9) copies of every text
 * asset, made once here so the server never spends CPU on them (served with `precompressed`).
 */
const root = join(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(root).filter((f) => COMPRESSIBLE.test(f))) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  after += br.length;
}
console.log(`Precompressed ${files} assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
