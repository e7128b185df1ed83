import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { AppError, type ErrorBody } from "../errors.ts";
import { accountsApi } from "./accounts.ts";
import { adminApi, isUploadRequest, MAX_UPLOAD_BODY_BYTES } from "./admin/index.ts";
import { catalogApi } from "./catalog.ts";
import type { ApiDeps } from "./http.ts";
import { identityApi } from "./identity.ts";
import { ordersApi } from "./orders.ts";
import { searchApi } from "./search.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON API mounted at /api. Every failure leaves as `{ error, fields? }`. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json<ErrorBody>({ error: "The request body is larger than 1 MB" }, 413),
  });
  // Admin forms with pictures may carry three images of up to 5 MB each.
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => c.json<ErrorBody>({ error: "The upload is larger than 16 MB" }, 413),
  });
  api.use((c, next) => (isUploadRequest(c.req.raw) ? uploadLimit(c, next) : jsonLimit(c, next)));
  api.route("/identity", identityApi(deps));
  api.route("/auth", accountsApi(deps));
  api.route("/orders", ordersApi(deps));
  api.route("/admin", adminApi(deps));
  api.route("/search", searchApi(deps));
  api.route("/", catalogApi(deps));
  // Unmatched /api paths must stay JSON, never fall through to the pages.
  api.all("*", (c) => c.json<ErrorBody>({ error: "Not found" }, 404));
  api.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json<ErrorBody>(
        err.fields ? { error: err.message, fields: err.fields } : { error: err.message },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      return c.json<ErrorBody>({ error: err.message || "Request refused" }, err.status);
    }
    deps.logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json<ErrorBody>({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
