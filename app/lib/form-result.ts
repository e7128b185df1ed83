import type { MessageRef } from "#domain/i18n/message.ts";

/**
 * What every page action answers: a success and its notice, or a refusal and the fields at
 * fault, each message a ref (domain/i18n/message.ts) the page shows in its language.
 */
export interface FormResult {
  ok?: boolean;
  message?: MessageRef;
  error?: MessageRef;
  fields?: Readonly<Record<string, MessageRef>>;
  redirectTo?: string;
  /** When it happened: a repeated success shows its timed notice again. */
  at?: number;
}

/**
 * A refusal for the form's top notice; one that names fields is shown beside them instead.
 * It is a message ref: `<Notice>` shows it in the page's language.
 */
export function formError(result: FormResult | undefined): MessageRef | undefined {
  return result?.fields ? undefined : result?.error;
}
