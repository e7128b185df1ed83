import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { AnyUseCase } from "./use-case.ts";

/** The one error shape of every refusal (Better Auth's own identity endpoints aside). */
export const errorAnswer = z
  .object({
    error: z.string().meta({ description: "What went wrong, in English" }),
    code: z.string().meta({ description: "The refusal's stable code, e.g. order.cancel.alreadyShipped" }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "The inputs at fault, each with its message" }),
  })
  .meta({ id: "Error" });

const refusal = (description: string) => ({ description, content: { "application/json": { schema: errorAnswer } } });

const ACCESS_TEXT = {
  visitor: "Anyone; a signed-in caller is named.",
  customer: "A signed-in customer.",
  owner: "A signed-in customer, on their own resources (anyone else's are not found).",
  admin: "A signed-in admin.",
} as const;

/** Hono's `/orders/:id` as OpenAPI's `/orders/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function operation(useCase: AnyUseCase): ZodOpenApiOperationObject {
  const http = useCase.http!;
  const from = http.from ?? (http.method === "get" || http.method === "delete" ? "query" : "body");
  const part: z.ZodType = http.input ?? useCase.input;
  const success = typeof http.status === "number" ? http.status : 200;
  const answer = http.file
    ? { description: http.file.description, content: { [http.file.contentType]: { schema: z.string() } } }
    : success === 204
      ? { description: "Done; no content" }
      : { description: "OK", content: { "application/json": { schema: useCase.answer ?? z.unknown() } } };
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(success)]: answer,
    "400": refusal("The input is refused; `fields` names each field at fault"),
    default: refusal("Any other refusal (not found, conflict, too large, too many requests)"),
  };
  if (typeof http.status === "function") responses["201"] = answer;
  if (useCase.access !== "visitor") responses["401"] = refusal("Not signed in");
  if (useCase.access === "admin") responses["403"] = refusal("Not an admin");
  return {
    operationId: useCase.name,
    summary: useCase.summary,
    description: `Who may call it: ${ACCESS_TEXT[useCase.access]}`,
    tags: [useCase.name.split(".")[0]!],
    ...(useCase.access === "visitor" ? {} : { security: [{ session: [] }, { bearer: [] }] }),
    requestParams: {
      ...(useCase.params ? { path: z.object(useCase.params) } : {}),
      ...(from === "query" && part instanceof z.ZodObject && Object.keys(part.shape).length > 0 ? { query: part } : {}),
    },
    ...(from === "body" ? { requestBody: { content: { "application/json": { schema: part } } } } : {}),
    // The same fields, as JSON or as a multipart form whose files go in their own fields.
    ...(from === "form"
      ? { requestBody: { content: { "application/json": { schema: part }, "multipart/form-data": { schema: part } } } }
      : {}),
    // What navigator.sendBeacon sends: JSON as text/plain, which needs no preflight.
    ...(from === "beacon"
      ? { requestBody: { content: { "text/plain": { schema: part }, "application/json": { schema: part } } } }
      : {}),
    ...(from === "raw"
      ? {
          requestBody: {
            description: "The event exactly as the payment gateway sends it; its signature header covers these bytes",
            content: {
              "application/json": {
                schema: z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** Routes served outside the use cases (Better Auth's identity endpoints), described by hand where they are mounted. */
export type ExtraPaths = ZodOpenApiPathsObject;

/** The OpenAPI 3.1 document of the JSON API, made from the use cases' declarations. */
export function openApiDocument(useCases: readonly AnyUseCase[], extra: ExtraPaths = {}) {
  const paths: ZodOpenApiPathsObject = {};
  for (const useCase of useCases) {
    if (!useCase.http) continue;
    const path = `/api${openApiPath(useCase.http.path)}`;
    paths[path] = { ...paths[path], [useCase.http.method]: operation(useCase) };
  }
  Object.assign(paths, extra);
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Vanaushadhi API",
      version: "1.0.0",
      description:
        "The shop's JSON API. Money is in rupees; every refusal is `{ error, code, fields? }` (`code` is stable, `error` is English). " +
        "Sign in through /api/identity (Better Auth); the session cookie or its token as a Bearer token identifies the caller.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
    paths,
  });
}
