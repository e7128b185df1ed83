/** A failure the user may be told about: a safe message, an HTTP status, and field messages. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);

/** The one JSON error shape of the API. */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}
