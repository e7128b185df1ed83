/**
 * `npx tsx bench/api.ts` — the load half of `npm run bench` (autocannon: requests/s and
 * p50/p99 for the API, the server-rendered pages and order placement), without Lighthouse.
 * Takes the same options: `-- --products 100000`, `-- --db postgres`, `-- --seconds 10`.
 */
process.argv.push("--skip-lighthouse");
await import("./run.ts");

export {};
