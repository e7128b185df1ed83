import { data } from "react-router";
import { AppError, errorBody } from "#server/errors.ts";
import type { FormResult } from "./forms.ts";

/**
 * The one way a page writes (Hydrogen's cart action, without a client of its own): the route's
 * action reads the form, parses it with the input's zod schema (`parseInput`) and calls the same
 * service the API calls. Whatever refuses — the schema or the service — reaches the page with
 * its own 4xx status and message, in the API's error shape `{ error, fields? }`; anything else
 * is a bug and goes to the error boundary as a 500.
 */
export async function formAction<T extends FormResult>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return data<FormResult>(errorBody(error), error.status);
    throw error;
  }
}

/** A submitted form as plain entries, for a zod schema to parse. */
export async function readForm(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await request.formData());
}

/** Which of a page's writes a form asks for (`<button name="intent" value="…">`). */
export function intentOf(form: Record<string, FormDataEntryValue>): string {
  return typeof form.intent === "string" ? form.intent : "";
}
