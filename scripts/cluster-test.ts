/**
 * `npm run cluster-test` — the shop as several app servers on one PostgreSQL behind nginx,
 * checked through nginx: a fresh database, three compiled app servers on their own loopback
 * ports, and nginx (round robin, deploy/nginx/proxy.conf) in front. Then: sessions work on every
 * server, five wrong passwords spread over the servers lock the account, an admin's price change
 * shows on every server within a second, a picture uploaded through one is served by all,
 * and a short soak during which one server is killed (SIGKILL) loses no answered order and
 * keeps stock exact while nginx serves from the others; a draining server's /readyz says so.
 * Prints a table; exits 1 if any check fails. Asserts correctness, never speed.
 *   npm run cluster-test -- --customers 20 --seconds 25
 * PostgreSQL: CLUSTER_DATABASE_URL, else TEST_DATABASE_URL's server, else postgres@127.0.0.1:5432.
 * nginx: NGINX, else /usr/sbin/nginx, else nginx on the PATH.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import sharp from "sharp";
import {
  auditOrders,
  emptyStats,
  stockProducts,
  type Product,
  shop,
  signUpCustomers,
} from "#e2e/support/simulated-customers.ts";
import { reservePort, type RunningServer, startServer } from "#e2e/support/server.ts";
import { openDatabase } from "#server/db/client.ts";
import { messages } from "#domain/i18n/en/messages.ts";
import { messageText } from "#domain/i18n/message.ts";
import { TOO_MANY_ATTEMPTS } from "#server/features/accounts/login-guard.ts";

const { values } = parseArgs({
  options: {
    servers: { type: "string", default: "3" },
    customers: { type: "string", default: "20" },
    seconds: { type: "string", default: "25" },
  },
});
const SERVERS = Number(values.servers);
const CUSTOMERS = Number(values.customers);
const SECONDS = Number(values.seconds);
const STOCK = 1_000_000;
const ADMIN = { email: "cluster-admin@example.in", password: "cluster-admin-password" };

interface Check {
  check: string;
  passed: boolean;
  detail: string;
}
const checks: Check[] = [];
function record(check: string, passed: boolean, detail: string) {
  checks.push({ check, passed, detail });
  console.log(`${passed ? "ok  " : "FAIL"} ${check}: ${detail}`);
}

// ---- PostgreSQL: a database of its own, dropped at the end ----
const serverUrl = new URL(
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
);
const dbName = `vanaushadhi_cluster_${process.pid}_${randomBytes(3).toString("hex")}`;
async function onServer(statement: string) {
  const url = new URL(serverUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

// ---- nginx: round robin over the app servers, with the repository's proxy settings ----
function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

async function startNginx(
  port: number,
  upstreams: string[],
): Promise<{ url: string; process: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "vanaushadhi-nginx-"));
  for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, sub));
    // Workers may run as another user (nginx started as root switches to nobody).
    chmodSync(join(dir, sub), 0o777);
  }
  const conf = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream vanaushadhi {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://vanaushadhi;
      include ${resolve("deploy/nginx/proxy.conf")};
      # For this test only: which app server answered.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn(nginxBinary(), ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    try {
      // Answered through nginx (which names the upstream), not by whatever else holds the port.
      const res = await fetch(`${url}/healthz`);
      if (res.headers.has("x-upstream")) return { url, process: child, dir };
      throw new Error(`${url} is not nginx`);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("nginx did not start");
}

/** The app server behind a response: its own port, from nginx's X-Upstream. */
const upstreamOf = (res: Response) => res.headers.get("x-upstream")?.split(", ").at(-1) ?? "?";

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

const app: RunningServer[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const dataDirs: string[] = [];

async function main() {
  await onServer(`CREATE DATABASE ${dbName}`);
  const nginxPort = await reservePort();
  const publicUrl = `http://127.0.0.1:${nginxPort.port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "true",
    MEDIA_STORE: "database",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: "100000",
    ORDERS_PER_HOUR: "100000",
    MAX_OPEN_ORDERS: "100000",
    DRAIN_SECONDS: "2",
    LOG_LEVEL: "warn",
  };
  const serverEnv = () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vanaushadhi-cluster-"));
    dataDirs.push(dataDir);
    return { ...env, DATA_DIR: dataDir };
  };
  // The first migrates the new database and adds the demo catalogue; the others find it done.
  app.push(await startServer(serverEnv()));
  app.push(...(await Promise.all(Array.from({ length: SERVERS - 1 }, () => startServer(serverEnv())))));
  const ports = app.map((s) => new URL(s.url).host);
  await nginxPort.release();
  nginx = await startNginx(nginxPort.port, ports);
  const url = nginx.url;
  console.log(`${SERVERS} app servers (${ports.join(", ")}) on ${dbName}, nginx at ${url}\n`);

  // ---- Round robin: every server answers through nginx ----
  const seen = new Set<string>();
  for (let i = 0; i < SERVERS * 2; i++) seen.add(upstreamOf(await fetch(`${url}/readyz`)));
  record("nginx balances over every server", seen.size === SERVERS, `${seen.size} of ${SERVERS} answered /readyz`);

  // ---- A session made on one server works on the others ----
  const headers = { "Content-Type": "application/json", Origin: url };
  const email = `cluster-${Date.now()}@example.in`;
  const signUp = await fetch(`${url}/api/identity/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "right-password-1", name: "Cluster Customer" }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const madeOn = upstreamOf(signUp);
  const profileBy = new Map<string, string>();
  for (let i = 0; i < SERVERS * 2; i++) {
    const res = await fetch(`${url}/api/auth/profile`, { headers: { Cookie: cookie } });
    const body = res.ok ? ((await res.json()) as { email?: string }) : {};
    profileBy.set(upstreamOf(res), res.ok && body.email === email ? "ok" : `HTTP ${res.status}`);
  }
  const sessionOk = signUp.ok && profileBy.size === SERVERS && [...profileBy.values()].every((v) => v === "ok");
  record(
    "a session made on one server works on the others",
    sessionOk,
    `signed up on ${madeOn}; profile answered by ${[...profileBy].map(([k, v]) => `${k} ${v}`).join(", ")}`,
  );

  // ---- Five wrong passwords spread over the servers lock the account ----
  const guessedOn: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${url}/api/identity/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: `wrong-password-${i}` }),
    });
    guessedOn.push(`${upstreamOf(res)}:${res.status}`);
  }
  const refusals: string[] = [];
  for (let i = 0; i < SERVERS; i++) {
    const res = await fetch(`${url}/api/identity/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "right-password-1" }),
    });
    const body = (await res.json()) as { message?: string; error?: string };
    refusals.push(
      `${upstreamOf(res)}:${res.status}${(body.message ?? body.error) === messageText(TOO_MANY_ATTEMPTS, messages) ? " locked" : ""}`,
    );
  }
  const spread = new Set(guessedOn.map((g) => g.split(":").slice(0, -1).join(":"))).size;
  record(
    "five wrong passwords over the servers lock the account",
    spread > 1 && refusals.every((r) => r.endsWith(" locked")),
    `guesses on ${spread} servers; then the right password: ${refusals.join(", ")}`,
  );

  // ---- An admin's price change is visible through every server within a second ----
  const adminSignIn = await fetch(`${url}/api/identity/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(ADMIN),
  });
  const admin = { Authorization: `Bearer ${adminSignIn.headers.get("set-auth-token") ?? ""}` };
  const listed = (await (await fetch(`${url}/api/admin/products?limit=1`, { headers: admin })).json()) as Array<{
    id: string;
    title: string;
    slug: string;
    description: string;
    price: number;
    stock: number;
  }>;
  const target = listed[0]!;
  const priceOn = async () => {
    const res = await fetch(`${url}/api/products/${target.slug}`);
    return { upstream: upstreamOf(res), price: ((await res.json()) as { price: number }).price };
  };
  // Every server caches the old answer first.
  for (let i = 0; i < SERVERS * 2; i++) await priceOn();
  const newPrice = target.price + 11;
  const changed = await fetch(`${url}/api/admin/products/${target.id}`, {
    method: "PUT",
    headers: { ...admin, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: target.title,
      slug: target.slug,
      description: target.description,
      price: newPrice,
      stock: target.stock,
      stockWas: target.stock,
    }),
  });
  const changedAt = Date.now();
  const fresh = new Set<string>();
  const stale: string[] = [];
  const allFresh = await until(async () => {
    const { upstream, price } = await priceOn();
    if (price === newPrice) fresh.add(upstream);
    else stale.push(upstream);
    return fresh.size === SERVERS;
  }, 1000);
  record(
    "an admin's price change shows through every server within 1 s",
    changed.ok && allFresh,
    `PUT answered ${changed.status} by ${upstreamOf(changed)}; new price from ${fresh.size} of ${SERVERS} servers ` +
      `after ${Date.now() - changedAt} ms (${stale.length} old answers on the way)`,
  );

  // ---- A picture uploaded through one server is served by the others ----
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: "Cluster Mint",
    slug: `cluster-mint-${Date.now()}`,
    description: "A picture stored once and served by every app server.",
    price: "120",
  })) {
    form.append(name, value);
  }
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2f6b3a" } })
    .png()
    .toBuffer();
  form.append("image1", new Blob([new Uint8Array(png)], { type: "image/png" }), "mint.png");
  const uploaded = await fetch(`${url}/api/admin/products`, { method: "POST", headers: admin, body: form });
  const picture = uploaded.ok ? ((await uploaded.json()) as { image1: string }).image1 : "";
  const servedBy = new Map<string, number>();
  for (let i = 0; picture && i < SERVERS * 2; i++) {
    const res = await fetch(`${url}${picture}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    servedBy.set(upstreamOf(res), res.ok && bytes > 0 ? 200 : res.status);
  }
  record(
    "a picture uploaded through one server is served by the others",
    uploaded.status === 201 && servedBy.size === SERVERS && [...servedBy.values()].every((s) => s === 200),
    `uploaded on ${upstreamOf(uploaded)} (${uploaded.status}); ${picture || "no picture"} answered by ` +
      [...servedBy].map(([k, v]) => `${k} ${v}`).join(", "),
  );

  // ---- The soak through nginx, and one server SIGKILLed in the middle of it ----
  const products = (await (await fetch(`${url}/api/products?limit=40&inStock=1`)).json()) as Product[];
  const direct = openDatabase({ databaseUrl, dataDir: dataDirs[0]! });
  try {
    await stockProducts(direct.db, products, STOCK);
    const stats = emptyStats();
    const tokens = await signUpCustomers(url, CUSTOMERS, stats);
    const victim = app[SERVERS - 1]!;
    let killedAt = 0;
    const killer = setTimeout(
      () => {
        killedAt = Date.now();
        victim.process.kill("SIGKILL");
      },
      (SECONDS * 1000) / 2,
    );
    await shop({ url, products, tokens, seconds: SECONDS, stats });
    clearTimeout(killer);

    const { lost, inconsistentStock: inconsistent } = await auditOrders(direct.db, {
      answered: stats.ordersAnswered,
      products,
      startingStock: STOCK,
    });
    // Requests the dying server had already taken may fail, however late their answer; nginx must
    // route every request sent once it has seen the server go.
    const settled = killedAt + 1000;
    const after = stats.failures.filter((f) => f.at > settled);
    const failuresAround = stats.failures.length - after.length;
    record(
      `soak through nginx: ${CUSTOMERS} customers for ${SECONDS}s`,
      stats.requests > 0 && stats.ordersAnswered.length > 0,
      `${stats.requests} requests, ${stats.ordersAnswered.length} orders answered 201`,
    );
    record(
      "one server SIGKILLed mid-soak",
      killedAt > 0 && victim.process.signalCode === "SIGKILL",
      `killed ${ports[SERVERS - 1]}`,
    );
    record(
      "every order answered 201 exists",
      lost.length === 0,
      `${lost.length} of ${stats.ordersAnswered.length} missing`,
    );
    record("stock adds up", inconsistent.length === 0, `${inconsistent.length} of ${products.length} products off`);
    record(
      "nginx keeps serving from the others",
      after.length === 0,
      `${failuresAround} requests failed while the server died (in flight on it), ${after.length} after` +
        after
          .slice(0, 5)
          .map((f) => ` [${f.status || "no answer"} ${f.path} +${f.at - killedAt} ms]`)
          .join(""),
    );
  } finally {
    await direct.close();
  }

  // ---- Draining: /readyz takes a server out while it finishes ----
  const draining = app[0]!;
  const exited = new Promise<number | null>((r) => draining.process.once("exit", (code) => r(code)));
  draining.process.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  const ready = await fetch(`${draining.url}/readyz`);
  const stillServes = await fetch(`${draining.url}/api/products?limit=1`);
  const through: number[] = [];
  for (let i = 0; i < SERVERS * 2; i++) through.push((await fetch(`${url}/api/products?limit=1`)).status);
  const code = await exited;
  for (let i = 0; i < SERVERS * 2; i++) through.push((await fetch(`${url}/plants`)).status);
  record(
    "/readyz takes a draining server out",
    ready.status === 503 && stillServes.ok && code === 0 && through.every((s) => s === 200),
    `SIGTERM ${ports[0]}: /readyz ${ready.status}, requests still ${stillServes.status} while draining, exit ${code}; ` +
      `through nginx meanwhile and after: ${through.every((s) => s === 200) ? "all 200" : through.join(" ")}`,
  );
}

try {
  await main();
} catch (error) {
  record("cluster test ran to the end", false, error instanceof Error ? error.message : String(error));
} finally {
  await Promise.all(app.map((s) => s.stop()));
  if (nginx) {
    const stopped = new Promise((r) => nginx!.process.once("exit", r));
    nginx.process.kill("SIGQUIT");
    await stopped;
    rmSync(nginx.dir, { recursive: true, force: true });
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
}

console.log();
console.table(checks.map(({ check, passed, detail }) => ({ check, result: passed ? "passed" : "FAILED", detail })));
const failed = checks.filter((c) => !c.passed).length;
console.log(failed === 0 ? "Cluster test passed." : `Cluster test FAILED: ${failed} check(s).`);
process.exitCode = failed === 0 ? 0 : 1;
