import { Hono } from "hono";
import { useCases } from "#server/features/use-cases.ts";
import { apiCaller, useCaseRoutes } from "./api-adapter.ts";
import { apiDocs } from "./api-docs.ts";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "#domain/error-body.ts";
import { message } from "#domain/i18n/message.ts";
import { AppError, errorBody } from "#server/http/errors.ts";
import type { ApiDeps } from "#server/http/route-helpers.ts";
import { identityApi } from "#server/features/accounts/identity-api.ts";

/** The JSON API mounted at /api. Every failure leaves as `{ error, code, fields? }`. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.route("/identity", identityApi(deps));
  // All of /api/admin is 401 for a visitor and 403 for a customer (docs/product/api.md), a path that does not exist too.
  api.use("/admin/*", async (c, next) => {
    await apiCaller(deps, c, "admin");
    await next();
  });
  api.route("/", useCaseRoutes(deps, useCases));
  api.route("/", apiDocs());
  // Unmatched /api paths must stay JSON, never fall through to the pages.
  api.all("*", (c) => c.json<ErrorBody>(errorBody(new AppError(404, message("request.notFound"))), 404));
  api.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json<ErrorBody>(errorBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      const refused = errorBody(new AppError(400, message("request.refused")));
      return c.json<ErrorBody>({ ...refused, error: err.message || refused.error }, err.status);
    }
    deps.logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json<ErrorBody>(errorBody(new AppError(500, message("request.serverError"))), 500);
  });
  return api;
}
