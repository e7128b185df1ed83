import http from "node:http";
import { Readable } from "node:stream";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

describe("request bodies", () => {
  let t: TestDatabase;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    t = await openTestDatabase("sqlite");
    const api = await createTestApp(t);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("one limit for every body: page actions and their .data forms get the API's 413", async () => {
    const eightMegabytes = "review=" + "x".repeat(8 * 1024 * 1024);
    for (const path of ["/review", "/signin", "/ordersummary.data", "/review.data"]) {
      for (const chunked of [false, true]) {
        const body = chunked ? Readable.toWeb(Readable.from([eightMegabytes])) : eightMegabytes;
        const res = await fetch(base + path, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: body as BodyInit,
          duplex: "half",
        } as RequestInit);
        expect(res.status, `${path}${chunked ? " (chunked)" : ""}`).toBe(413);
        expect(await res.json()).toEqual({
          error: "The request body is larger than 1 MB",
          code: "request.bodyTooLarge",
        });
      }
    }
  });

  it("after a 413 a kept-alive client's next request on the same agent succeeds", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(
          base + path,
          {
            method,
            agent,
            headers: body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {},
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    try {
      const big = await request("POST", "/api/reviews", JSON.stringify({ review: "x".repeat(2 * 1024 * 1024) }));
      expect(big).toEqual({ status: 413, connection: "close" });
      expect((await request("GET", "/healthz")).status).toBe(200);
      expect((await request("GET", "/api/products?limit=1")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
