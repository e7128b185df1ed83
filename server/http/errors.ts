import type { ErrorBody } from "#domain/error-body.ts";
import { messages } from "#domain/i18n/en/messages.ts";
import { message, type MessageCode, type MessageRef, messageText, readMessage } from "#domain/i18n/message.ts";

/**
 * The statuses a refusal is answered with (docs/product/api.md#status-codes). 500 only where the
 * product gives an outside service's failure a message of its own (the identity messages' "otherwise").
 */
export const APP_ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503] as const;

/** A message's English text: what the API answers with and the logs read. */
export const englishText = (ref: string) => messageText(ref, messages);

/**
 * A failure the user may be told about: an HTTP status, a message and field messages, each a
 * message ref (domain/i18n/message.ts). `message` is the English text, for the logs and the API.
 */
export class AppError extends Error {
  readonly code: MessageCode;
  readonly params: Readonly<Record<string, string>>;

  constructor(
    readonly status: (typeof APP_ERROR_STATUSES)[number],
    readonly ref: MessageRef,
    readonly fields?: Readonly<Record<string, MessageRef>>,
  ) {
    super(englishText(ref));
    const { code, params } = readMessage(ref);
    // A text of zod's own (a rule the shop gave no message) is told as it is, as an invalid input.
    this.code = Object.hasOwn(messages, code) ? (code as MessageCode) : "request.invalid";
    this.params = params;
  }
}

export const notFound = (code: MessageCode) => new AppError(404, message(code));

/** The API's body of a refusal: the English texts, and the message's code for clients that compare. */
export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.fields) {
    body.fields = Object.fromEntries(Object.entries(error.fields).map(([name, ref]) => [name, englishText(ref)]));
  }
  return body;
}
