import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * As `npm start` runs Node (package.json): stack traces through the source maps, and a heap sized
 * for a server that stays under 300 MB (a small young generation keeps the idle footprint low).
 */
export const NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=2", "--max-old-space-size=256"];
/**
 * As `npm start` sets them: React's production builds (without NODE_ENV the server rendered with
 * React's development builds, slower and larger), and two glibc malloc arenas, not one per thread,
 * so memory freed by password hashing goes back.
 */
const START_ENV = { NODE_ENV: "production", MALLOC_ARENA_MAX: "2" };

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A free port held until `release()`: a port only probed can be handed to the next process that
 * asks for one (the cluster test's app servers) before its owner (nginx) binds it.
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once("error", reject);
    holder.listen(0, "127.0.0.1", resolve);
  });
  const address = holder.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}

/** Starts the production server as `npm start` runs it (compiled, plain Node) on a fresh DATA_DIR. */
export async function startServer(
  env: Record<string, string> = {},
  // A first start seeds the demo before it listens: minutes on a busy machine.
  { startMs = 240_000 }: { startMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "vanaushadhi-e2e-"));
  const entry = join(process.env.BUILD_DIR ?? "build", "server", "start.js");
  if (!existsSync(entry)) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const child = spawn(process.execPath, [...NODE_FLAGS, entry], {
    env: { ...process.env, ...START_ENV, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`Server did not start in time:\n${output}`);
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        // Exited by itself, or killed by a signal (then exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
