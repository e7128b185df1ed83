import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { message } from "#domain/i18n/message.ts";
import { etag } from "hono/etag";
import { identityPaths } from "#server/features/accounts/identity-api.ts";
import { useCases } from "#server/features/use-cases.ts";
import { AppError } from "./errors.ts";
import { type ExtraPaths, openApiDocument } from "./openapi.ts";

/** Swagger UI's files, served by the shop itself from its package (no CDN). */
const SWAGGER_FILES = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

const swaggerDir = () => path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

// Swagger UI draws with inline styles; its scripts are ours and the package's, from this origin.
const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Vanaushadhi API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>`;

const START_SCRIPT = `window.SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true });`;

const PUBLIC_FILE = "public, max-age=86400";

const page = (description: string, contentType: string) => ({
  get: {
    operationId: `docs.${description.split(" ")[0]!.toLowerCase()}`,
    summary: description,
    description: "Who may call it: anyone.",
    tags: ["docs"],
    responses: { "200": { description, content: { [contentType]: { schema: z.string() } } } },
  },
});

/** The documentation's own routes, in the document too (every route /api serves is). */
const docsPaths: ExtraPaths = {
  "/api/openapi.json": {
    get: {
      operationId: "docs.document",
      summary: "This document",
      description: "Who may call it: anyone.",
      tags: ["docs"],
      responses: {
        "200": {
          description: "The OpenAPI 3.1 document",
          content: {
            "application/json": {
              schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
            },
          },
        },
      },
    },
  },
  "/api/docs": page("Page: the API's reference, drawn by Swagger UI", "text/html"),
  "/api/docs/start.js": page("Script: starts Swagger UI on this document", "text/javascript"),
  "/api/docs/{file}": {
    get: {
      ...page("File: Swagger UI's script and stylesheet", "text/javascript").get,
      operationId: "docs.file",
      requestParams: { path: z.object({ file: z.enum(Object.keys(SWAGGER_FILES) as [string, ...string[]]) }) },
    },
  },
};

/** The whole API's OpenAPI document: the use cases' operations, Better Auth's identity endpoints, and these docs. */
export const apiOpenApiDocument = () => openApiDocument(useCases, { ...identityPaths, ...docsPaths });

/** /api/openapi.json, made once from the declarations, and /api/docs, Swagger UI reading it. */
export function apiDocs() {
  let document: string | undefined;
  const api = new Hono();
  api.get("/openapi.json", etag(), (c) => {
    document ??= JSON.stringify(apiOpenApiDocument());
    c.header("Cache-Control", "public, max-age=0, must-revalidate");
    return c.body(document, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
  api.get("/docs", (c) =>
    c.html(DOCS_PAGE, 200, {
      "Content-Security-Policy": DOCS_POLICY,
      "Cache-Control": "public, max-age=0, must-revalidate",
    }),
  );
  api.get("/docs/start.js", (c) =>
    c.body(START_SCRIPT, 200, { "Content-Type": SWAGGER_FILES["swagger-ui-bundle.js"], "Cache-Control": PUBLIC_FILE }),
  );
  api.get("/docs/:file", async (c) => {
    const file = c.req.param("file");
    if (!Object.hasOwn(SWAGGER_FILES, file)) throw new AppError(404, message("request.notFound"));
    const type = SWAGGER_FILES[file as keyof typeof SWAGGER_FILES];
    const body = await readFile(path.join(swaggerDir(), file));
    return c.body(new Uint8Array(body), 200, { "Content-Type": type, "Cache-Control": PUBLIC_FILE });
  });
  return api;
}
