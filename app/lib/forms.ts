import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { fieldErrors, formValues } from "#domain/schemas/fields.ts";
import { useMessageText } from "./i18n.ts";

// The answer's shape lives apart from the schema check, so a page that only shows answers loads no zod.
export { type FormResult, formError } from "./form-result.ts";

/**
 * The same zod schema the server parses, checked in the browser first so mistakes show
 * without a round trip. Without JavaScript the server's answer shows the same messages.
 * The schema's messages are refs; they are kept in the page's language, so a page may show
 * them anywhere (`<Field>` leaves a translated text as it is).
 */
export function useSchemaCheck(schema: z.ZodType) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Counted so a form can react to each refusal, the same mistakes again included (useFocusFirstInvalid).
  const [refusals, setRefusals] = useState(0);
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
      setRefusals((n) => n + 1);
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
  return { errors, refusals, onSubmit, onChange, clear: () => setErrors({}) };
}
