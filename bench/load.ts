import { createServer } from "node:http";
import autocannon from "autocannon";

export interface LoadResult {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

export interface LoadOptions {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections?: number;
  /**
   * A distinct query string (`_=1`, `_=2`, …) on every request, so the response cache never
   * answers and each request reaches the database.
   */
  uncached?: boolean;
}

/** Path of `url` with a counter parameter the routes ignore: a new cache key per request. */
function distinctPaths(url: string) {
  const { pathname, search } = new URL(url);
  const base = `${pathname}${search}${search ? "&" : "?"}_=`;
  let n = 0;
  return [{ setupRequest: (request: { path?: string }) => ({ ...request, path: `${base}${++n}` }) }];
}

/** autocannon against one URL: a short discarded warm-up, then the measured run. */
export async function measure(url: string, label: string, options: LoadOptions): Promise<LoadResult> {
  const common = {
    url,
    connections: options.connections ?? 50,
    method: options.method ?? "GET",
    headers: options.headers ?? {},
    body: options.body,
    ...(options.uncached ? { requests: distinctPaths(url) } : {}),
  };
  await autocannon({ ...common, duration: 2 });
  const result = await autocannon({ ...common, duration: options.seconds });
  return {
    target: label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
  };
}

/** A bare node:http server answering a fixed JSON body: the practical ceiling on this machine. */
export async function startCeilingServer(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const payload = Buffer.from(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": payload.length });
    res.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
