/**
 * The one shape of the API's refusals. `error` is the English text, and `code` the message's
 * stable code (domain/i18n/en/messages.ts: `order.cancel.alreadyShipped`): a client compares
 * codes, since a wording may change. `fields` names the inputs at fault, each with its text.
 */
export interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}
