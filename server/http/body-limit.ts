import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ErrorBody } from "#domain/error-body.ts";
import { message, type MessageRef } from "#domain/i18n/message.ts";
import { AppError, errorBody } from "./errors.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Three pictures of at most 5 MB each, plus the form's text. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;
/** A page's speed beacon is about 200 bytes: anyone sending more to POST /api/vitals is not a page. */
export const MAX_BEACON_BYTES = 4 * 1024;
const BEACON_PATH = "/api/vitals";

/** A customer's order: its page posts 'Report a problem' with photos, as its API path does. */
const ORDER_WITH_PHOTOS = /^(\/api)?\/orders\/[^/]+(\/returns)?$/;

/**
 * Multipart bodies to the admin API and the admin pages (forms with pictures), and a return's
 * photos (the order page and its API path), get the larger limit.
 */
export function isUploadRequest(req: Request): boolean {
  const path = new URL(req.url).pathname;
  return (
    (path.startsWith("/api/admin/") || path.startsWith("/admin/") || ORDER_WITH_PHOTOS.test(path)) &&
    (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")
  );
}

function limit(maxSize: number, refusal: MessageRef): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    // The unread rest of the body is dropped with the socket, so a kept-alive client must be
    // told to open a new one rather than have its next request reset.
    onError: (c) => c.json<ErrorBody>(errorBody(new AppError(413, refusal)), 413, { Connection: "close" }),
  });
}

/** One limit for every body that reaches the server: API calls and page actions alike. */
export function requestBodyLimit(): MiddlewareHandler {
  const body = limit(MAX_BODY_BYTES, message("request.bodyTooLarge"));
  const upload = limit(MAX_UPLOAD_BODY_BYTES, message("request.uploadTooLarge"));
  const beacon = limit(MAX_BEACON_BYTES, message("request.beaconTooLarge"));
  return (c, next) => {
    if (c.req.path === BEACON_PATH) return beacon(c, next);
    return isUploadRequest(c.req.raw) ? upload(c, next) : body(c, next);
  };
}
