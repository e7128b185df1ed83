import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "#domain/error-body.ts";
import { AppError, errorBody } from "#server/errors.ts";
import { accountsApi } from "./accounts.ts";
import { adminApi } from "./admin/index.ts";
import { catalogApi } from "./catalog.ts";
import { complaintsApi } from "./complaints.ts";
import { deliveryApi } from "./delivery.ts";
import type { ApiDeps } from "./http.ts";
import { identityApi } from "./identity.ts";
import { ordersApi } from "./orders.ts";
import { searchApi } from "./search.ts";

/** The JSON API mounted at /api. Every failure leaves as `{ error, fields? }`. */
export function createApi(deps: ApiDeps) {
  const api = new Hono();
  api.route("/identity", identityApi(deps));
  api.route("/auth", accountsApi(deps));
  api.route("/orders", ordersApi(deps));
  api.route("/admin", adminApi(deps));
  api.route("/search", searchApi(deps));
  api.route("/delivery-estimate", deliveryApi(deps));
  api.route("/complaints", complaintsApi(deps));
  api.route("/", catalogApi(deps));
  // Unmatched /api paths must stay JSON, never fall through to the pages.
  api.all("*", (c) => c.json<ErrorBody>({ error: "Not found" }, 404));
  api.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json<ErrorBody>(errorBody(err), err.status);
    }
    if (err instanceof HTTPException) {
      return c.json<ErrorBody>({ error: err.message || "Request refused" }, err.status);
    }
    deps.logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json<ErrorBody>({ error: "Something went wrong on our side. Please try again." }, 500);
  });
  return api;
}
