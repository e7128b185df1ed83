import { type ChildProcess, fork } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PictureMetadata, PictureReply, PictureRequest } from "./picture-messages.ts";

/**
 * sharp runs in a child process (picture-worker.ts), started on the first picture and ended
 * after a few idle seconds. libvips keeps its pixel buffers and malloc arenas long after a
 * picture is done; in the server's own process that was ~70 MB resident for good after the
 * demo was drawn. A worker thread would share the server's malloc heap and leave the same
 * memory behind; a process that exits gives it all back.
 */
const IDLE_MS = 5_000;

/** Run from source (tsx, tests) the worker is TypeScript; compiled, scripts/build-server.ts makes it plain JavaScript. */
const fromSource = import.meta.url.endsWith(".ts");

function workerEntry(): { path: string; execArgv: string[] } {
  if (fromSource)
    return { path: fileURLToPath(new URL("./picture-worker.ts", import.meta.url)), execArgv: ["--import", "tsx"] };
  return { path: join(resolve(process.env.BUILD_DIR ?? "build"), "server", "picture-worker.js"), execArgv: [] };
}

type Pending = { resolve: (reply: PictureReply) => void; reject: (error: Error) => void };

interface Worker {
  process: ChildProcess;
  /** Requests this process has not answered yet: they fail with it if it ends. */
  pending: Map<number, Pending>;
}

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;

function start(): Worker {
  const { path, execArgv } = workerEntry();
  const started: Worker = {
    process: fork(path, [], { execArgv, serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] }),
    pending: new Map(),
  };
  started.process.on("message", (reply: PictureReply) => {
    const waiting = started.pending.get(reply.id);
    started.pending.delete(reply.id);
    waiting?.resolve(reply);
    if (started.pending.size === 0) rest(started);
  });
  // Ended, or never started (no memory or processes left): what it was asked fails, and the next picture starts another.
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const waiting of started.pending.values()) waiting.reject(error);
    started.pending.clear();
  };
  started.process.on("exit", (code, signal) => fail(new Error(`The picture process ended (${signal ?? code})`)));
  started.process.on("error", fail);
  return started;
}

/** Nothing waiting: the process may not keep the server (or `npm run seed`) alive, and ends if it stays idle. */
function rest(idle: Worker) {
  idle.process.unref();
  idle.process.channel?.unref();
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    // Forgotten before it is ended: a picture asked for meanwhile starts a new process.
    if (worker === idle) worker = undefined;
    idle.process.kill();
  }, IDLE_MS).unref();
}

/** A request before it is numbered (Omit over each kind of request, not their union). */
type Unsent = PictureRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

function ask(request: Unsent): Promise<PictureReply> {
  clearTimeout(idleTimer);
  const current = (worker ??= start());
  current.process.ref();
  current.process.channel?.ref();
  const id = nextId++;
  return new Promise<PictureReply>((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.process.send({ ...request, id } as PictureRequest, (error) => {
      if (!error) return;
      current.pending.delete(id);
      reject(error);
    });
  });
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * A picture's format and size from its header, or null when its bytes are not a picture sharp
 * reads, also when the process ended on them: an upload is refused as not a picture, not a 500.
 */
export async function readPictureMetadata(source: Buffer): Promise<PictureMetadata | null> {
  const reply = await ask({ op: "metadata", source }).catch(() => null);
  return reply?.ok && "metadata" in reply ? reply.metadata : null;
}

/** The picture re-encoded as WebP at each width; rejects when its bytes do not decode. */
export async function encodeWebp(
  source: Buffer,
  widths: readonly number[],
  enlarge: boolean,
): Promise<Array<{ width: number; data: Buffer }>> {
  const reply = await ask({ op: "encode", source, widths: [...widths], enlarge });
  if (!reply.ok) throw new Error(reply.error);
  if (!("files" in reply)) throw new Error("The picture process answered without files");
  return reply.files.map((f) => ({ width: f.width, data: asBuffer(f.data) }));
}
