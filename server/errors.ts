import type { ErrorBody } from "#domain/error-body.ts";

/**
 * The statuses a refusal is answered with. 500 only where SPEC.md gives an outside service's
 * failure a message of its own (the identity messages' "otherwise").
 */
export const APP_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;

/** A failure the user may be told about: a safe message, an HTTP status, and field messages. */
export class AppError extends Error {
  constructor(
    readonly status: (typeof APP_ERROR_STATUSES)[number],
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);

/** The body a refusal is answered with (API JSON and page actions alike). */
export function errorBody(error: AppError): ErrorBody {
  return error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
}
