import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { apiOpenApiDocument } from "#server/http/api-docs.ts";

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type Document = ReturnType<typeof apiOpenApiDocument> & { paths: Record<string, Record<string, Operation>> };

let cached: { document: Document; ajv: Ajv2020; routes: Array<{ pattern: RegExp; path: string }> } | undefined;
const validators = new Map<string, ValidateFunction | null>();

/** The API's OpenAPI document, as /api/openapi.json serves it, and a validator over its components. */
export function apiDocument() {
  if (!cached) {
    const document = apiOpenApiDocument() as Document;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
    ajv.addSchema({ $id: "openapi", components: document.components ?? {} });
    const routes = Object.keys(document.paths).map((path) => ({
      path,
      // `{id}` matches one segment; the most specific path is tried first (fewer parameters).
      pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }));
    routes.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
    cached = { document, ajv, routes };
  }
  return cached;
}

/** The schema components are referenced as `#/components/schemas/X`: made absolute into the shared schema. */
function withAbsoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withAbsoluteRefs);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#/components/")
        ? `openapi${value}`
        : withAbsoluteRefs(value),
    ]),
  );
}

function validatorFor(method: string, url: string, status: number): ValidateFunction | null | undefined {
  const { document, ajv, routes } = apiDocument();
  const route = routes.find((r) => r.pattern.test(url));
  if (!route) return undefined;
  const operation = document.paths[route.path]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const key = `${method} ${route.path} ${status}`;
  if (!validators.has(key)) {
    const response = operation.responses?.[String(status)] ?? operation.responses?.default;
    const schema = response?.content?.["application/json"]?.schema;
    validators.set(key, schema ? ajv.compile(withAbsoluteRefs(schema) as object) : null);
  }
  return validators.get(key);
}

/**
 * Holds a real answer of the API to the OpenAPI document: its operation must exist, its status
 * must be documented (or the operation's default, the error shape), and a JSON body must match
 * the status's schema. Throws with what differs, so the HTTP test that made the call fails.
 */
export async function checkAnswer(method: string, path: string, res: Response): Promise<void> {
  const url = new URL(path, "http://shop.test").pathname;
  if (!url.startsWith("/api/")) return;
  const validate = validatorFor(method, url, res.status);
  if (validate === undefined) {
    // Unmatched /api paths answer the JSON 404 of the catch-all (under /api/admin, a non-admin's 401 or 403 first); anything else is undocumented.
    if (res.status === 404 || res.status === 405) return;
    if (url.startsWith("/api/admin/") && (res.status === 401 || res.status === 403)) return;
    throw new Error(`${method} ${url} answered ${res.status} but is not in the OpenAPI document`);
  }
  if (validate === null || !(res.headers.get("content-type") ?? "").includes("application/json")) return;
  // A compressed copy (the response cache's gzip or brotli) is of an answer held to the document when it was made.
  if (res.headers.get("content-encoding")) return;
  const body: unknown = await res.clone().json();
  if (!validate(body)) {
    throw new Error(
      `${method} ${url} answered ${res.status} outside its OpenAPI schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    );
  }
}
