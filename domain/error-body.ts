/**
 * The one shape of a refusal, wherever it is read: the API's JSON error and a page action's
 * answer alike. `fields` names the inputs at fault, each with its message.
 */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}
