import { type FormEvent, useState } from "react";
import type { z } from "zod";
import type { MessageRef } from "#domain/i18n/message.ts";
import { fieldErrors, formValues } from "#domain/schemas/fields.ts";
import { useMessageText } from "./i18n.ts";

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

/**
 * The same zod schema the server parses, checked in the browser first so mistakes show
 * without a round trip. Without JavaScript the server's answer shows the same messages.
 * The schema's messages are refs; they are kept in the page's language, so a page may show
 * them anywhere (`<Field>` leaves a translated text as it is).
 */
export function useSchemaCheck(schema: z.ZodType) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tm = useMessageText();
  const messagesOf = (error: z.ZodError): Record<string, string> =>
    Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [field, tm(message)]));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setErrors({});
    } else {
      event.preventDefault();
      setErrors(messagesOf(result.error));
    }
  }
  /**
   * As the form is corrected, each message goes as soon as its field is right (a field still
   * wrong shows what is wrong with it now); typing never brings up messages before a submit.
   */
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (Object.keys(errors).length === 0) return;
    const result = schema.safeParse(formValues(new FormData(event.currentTarget)));
    const current = result.success ? {} : messagesOf(result.error);
    setErrors((shown) =>
      Object.fromEntries(Object.keys(shown).flatMap((key) => (current[key] ? [[key, current[key]]] : []))),
    );
  }
  return { errors, onSubmit, onChange, clear: () => setErrors({}) };
}
