import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ErrorBody } from "#domain/error-body.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Three pictures of at most 5 MB each, plus the form's text. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

/** Multipart bodies to the admin API and the admin pages (forms with pictures) get the larger limit. */
export function isUploadRequest(req: Request): boolean {
  const path = new URL(req.url).pathname;
  return (
    (path.startsWith("/api/admin/") || path.startsWith("/admin/")) &&
    (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")
  );
}

function limit(maxSize: number, error: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    // The unread rest of the body is dropped with the socket, so a kept-alive client must be
    // told to open a new one rather than have its next request reset.
    onError: (c) => c.json<ErrorBody>({ error }, 413, { Connection: "close" }),
  });
}

/** One limit for every body that reaches the server: API calls and page actions alike. */
export function requestBodyLimit(): MiddlewareHandler {
  const body = limit(MAX_BODY_BYTES, "The request body is larger than 1 MB");
  const upload = limit(MAX_UPLOAD_BODY_BYTES, "The upload is larger than 16 MB");
  return (c, next) => (isUploadRequest(c.req.raw) ? upload(c, next) : body(c, next));
}
