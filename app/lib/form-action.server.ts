import { data } from "react-router";
import { formValues } from "#domain/schemas/fields.ts";
import type { MessageRef } from "#domain/i18n/message.ts";
import { AppError } from "#server/http/errors.ts";
import type { Logger } from "#server/logger.ts";
import { readFormData } from "#server/http/validation.ts";
import type { FormResult } from "./forms.ts";

/** A page write's success: what the page is told, and apart from it the response's headers (a sign-in's cookies). */
type FormSuccess = FormResult & { headers?: Headers };

/** A refusal as the page reads it: the message refs of the error and of its fields. */
function refusalOf(error: AppError): FormResult {
  return error.fields
    ? { error: error.ref, fields: error.fields, at: Date.now() }
    : { error: error.ref, at: Date.now() };
}

/**
 * The one way a page writes (Hydrogen's cart action, without a client of its own): the route's
 * action reads the form, parses it with the input's zod schema (`parseInput`) and calls the same
 * service the API calls. Whatever refuses — the schema or the service — reaches the page with
 * its own 4xx status and its message refs `{ error, fields? }`, which the page shows in its
 * language (the API answers the same refusal with English texts and the code); anything else
 * is a bug and goes to the error boundary as a 500, unless the product gives the form a message
 * for any failure (`failure`, the review form's; docs/product/api.md#status-codes), which is then
 * answered as a 500 instead and logged to the shop's logger (JSON, like every other log line).
 * Every answer carries `at`, so a repeated answer shows its timed notice again.
 */
export async function formAction(work: () => Promise<FormSuccess>, failure?: { message: MessageRef; logger: Logger }) {
  try {
    const { headers, ...result } = await work();
    return data<FormResult>({ ...result, at: Date.now() }, { headers });
  } catch (error) {
    if (error instanceof AppError) return data<FormResult>(refusalOf(error), error.status);
    // A thrown Response (a redirect to /signin) is an answer, not a failure.
    if (failure === undefined || !(error instanceof Error)) throw error;
    failure.logger.error({ err: error }, "A page write failed");
    return data<FormResult>({ error: failure.message, at: Date.now() }, 500);
  }
}

/**
 * A submitted form as plain values (dotted names nested), for a zod schema to parse; a body
 * that is not a readable form is refused (415/400) by `readFormData` and shown on the page.
 */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  return formValues(await readFormData(request));
}

/** A fetcher's JSON body; unreadable JSON is null, for the schema to refuse. */
export async function readJsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

/** Which of a page's writes a form asks for (`<button name="intent" value="…">`). */
export function intentOf(form: Record<string, unknown>): string {
  return typeof form.intent === "string" ? form.intent : "";
}
