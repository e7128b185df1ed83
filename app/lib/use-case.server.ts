import { message } from "#domain/i18n/message.ts";
import type { z } from "zod";
import type { ShopContext } from "#server/http/load-context.ts";
import { AppError } from "#server/http/errors.ts";
import type { Access, Caller, Params, UseCase } from "#server/http/use-case.ts";
import { parseInput } from "#server/http/validation.ts";
import { getSessionUser } from "#server/features/accounts/session.ts";
import { formAction, intentOf, readForm } from "./form-action.server.ts";
import type { FormResult } from "./forms.ts";
import { requireAdminPage, requireUserPage } from "./session.server.ts";

/** What a page's loader or action hands a use case. */
export interface PageRequest {
  context: ShopContext;
  request: Request;
}

/**
 * The caller as a page finds them, by the use case's access: a visitor is sent to /signin and
 * back, a customer at an admin page is sent home (the pages' answer to the API's 401 and 403).
 */
export async function pageCaller<A extends Access>({ context, request }: PageRequest, access: A): Promise<Caller<A>> {
  const user =
    access === "admin"
      ? await requireAdminPage(context, request)
      : access === "visitor"
        ? await getSessionUser(context, request.headers)
        : await requireUserPage(context, request);
  return { user, ip: context.clientIp, headers: request.headers, language: context.language } as Caller<A>;
}

/** Runs a use case for a page, as the API would: the same access rule, the same input schema, the same work. */
export async function runUseCase<S extends z.ZodType, R, A extends Access, P extends Params>(
  useCase: UseCase<S, R, A, P>,
  page: PageRequest,
  input: unknown,
  params: Record<string, unknown> = {},
): Promise<R> {
  const caller = await pageCaller(page, useCase.access);
  // As the API does: the resource's id first, then the input.
  const parsedParams = Object.fromEntries(
    Object.entries(useCase.params ?? {}).map(([name, schema]) => [name, parseInput(schema, params[name])]),
  );
  const parsedInput = parseInput(useCase.input, input) as object;
  return useCase.run(page.context, { ...parsedInput, ...parsedParams } as never, caller);
}

type Intent = (form: Record<string, unknown>) => Promise<FormResult & { headers?: Headers }>;

/**
 * A page action with several writes (`<button name="intent" value="…">`), each usually one
 * `runUseCase`: the form is read once, an unknown intent is a 400, and every answer and refusal
 * takes formAction's one shape.
 */
export function intentAction(request: Request, intents: Record<string, Intent>) {
  return formAction(async () => {
    const form = await readForm(request);
    const intent = intents[intentOf(form)];
    if (!intent) throw new AppError(400, message("request.unknownAction"));
    return intent(form);
  });
}

/** An admin table's query (search, sort, page) from the page's address, by the table's schema. */
export function tableQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}
