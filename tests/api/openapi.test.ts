import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#server/http/api.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiDocument } from "#tests/support/openapi-answers.ts";

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** `/orders/:id` as the document writes it. */
const documented = (path: string) => `/api${path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`;

describe.each(DATABASE_KINDS)("the API's OpenAPI document on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  it("is served at /api/openapi.json as OpenAPI 3.1, the same document the tests hold answers to", async () => {
    const res = await api.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const served = (await res.json()) as { openapi: string; paths: object };
    expect(served.openapi).toBe("3.1.0");
    expect(served).toEqual(JSON.parse(JSON.stringify(apiDocument().document)));
    const checked = await new Validator().validate(served as Parameters<Validator["validate"]>[0]);
    expect(checked.errors, "the OpenAPI 3.1 schema's verdict").toBeUndefined();
    expect(checked.valid).toBe(true);
  });

  it("lists every route the API serves, and nothing it does not serve", () => {
    const { document } = apiDocument();
    const router = createApi(api.shop);
    const served = new Set(
      router.routes
        .filter((r) => HTTP_METHODS.has(r.method.toLowerCase()))
        .filter((r) => !r.path.startsWith("/identity/"))
        .map((r) => `${r.method.toLowerCase()} ${documented(r.path)}`),
    );
    const inDocument = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item as object)
          .filter((method) => HTTP_METHODS.has(method))
          .filter(() => !path.startsWith("/api/identity/"))
          .map((method) => `${method} ${path}`),
      ),
    );
    expect(
      [...served].filter((route) => !inDocument.has(route)),
      "served but not documented",
    ).toEqual([]);
    expect(
      [...inDocument].filter((route) => !served.has(route)),
      "documented but not served",
    ).toEqual([]);
  });

  it("documents the identity endpoints the shop uses", () => {
    const paths = Object.keys(apiDocument().document.paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/identity/sign-in/email", "/api/identity/sign-up/email"]));
  });

  it("names each operation once, and says who may call it", () => {
    const operations = Object.values(apiDocument().document.paths).flatMap((item) =>
      Object.entries(item as Record<string, { operationId?: string; description?: string }>)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([, operation]) => operation),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => operation.operationId && operation.description)).toBe(true);
  });

  it("refuses an answer outside the document: the check the HTTP tests rely on can fail", async () => {
    const { checkAnswer } = await import("#tests/support/openapi-answers.ts");
    const wrong = new Response(JSON.stringify([{ id: 5 }]), { headers: { "Content-Type": "application/json" } });
    await expect(checkAnswer("GET", "/api/orders", wrong)).rejects.toThrow(/outside its OpenAPI schema/);
    const undocumented = new Response("{}", { status: 201, headers: { "Content-Type": "application/json" } });
    await expect(checkAnswer("PATCH", "/api/orders", undocumented)).rejects.toThrow(/not in the OpenAPI document/);
  });

  it("renders the document at /api/docs with Swagger UI served by the shop, no CDN", async () => {
    const page = await api.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/api/docs/swagger-ui-bundle.js"');
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
    const bundle = await api.request("/api/docs/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const start = await (await api.request("/api/docs/start.js")).text();
    expect(start).toContain("/api/openapi.json");
    expect((await api.request("/api/docs/package.json")).status).toBe(404);
    expect((await api.request("/api/docs/..%2Fpackage.json")).status).toBe(404);
  });
});
