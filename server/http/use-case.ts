import type { z } from "zod";
import type { Language } from "#domain/i18n/languages.ts";
import type { SessionUser } from "#server/features/accounts/session.ts";
import type { Shop } from "#server/shop.ts";

/**
 * Who may call a use case:
 * - `visitor`: anyone; a signed-in caller is still named (a review's verified badge);
 * - `customer`: a signed-in customer, acting for themselves (placing an order);
 * - `owner`: a signed-in customer, on resources that are theirs alone: another's are not found;
 * - `admin`: a signed-in admin.
 */
export type Access = "visitor" | "customer" | "owner" | "admin";

/** Who is asking, as the adapters found out: the session's user (never null unless `visitor`), the client's address. */
export interface Caller<A extends Access = Access> {
  user: A extends "visitor" ? SessionUser | null : SessionUser;
  ip: string;
  /** The request's own headers, for the work that reads them itself (Better Auth: its cookies, the origin). */
  headers: Headers;
  /** The language of the page asked from; the API has none, so its callers are mailed in their account's. */
  language?: Language;
}

/** The input a use case runs with: its schema's output and its parameters' (the resource's id). */
export type UseCaseInput<S extends z.ZodType, P extends Params> = z.output<S> & { [K in keyof P]: z.output<P[K]> };

/** A use case's parameters: what names the resource it acts on (an order's id), each parsed on its own. */
export type Params = Record<string, z.ZodType>;

/**
 * One thing the shop does, declared once: its input's schema, who may call it, what it does,
 * and how its answer reads as JSON. The API route (`http`), the page action (`runUseCase` in
 * app/lib/use-case.server.ts), the OpenAPI document and the authorization test are all made
 * from this declaration.
 */
export interface UseCase<
  S extends z.ZodType = z.ZodType,
  R = unknown,
  A extends Access = Access,
  P extends Params = Params,
> {
  /** Stable name, `feature.verb` (the OpenAPI operationId). */
  name: string;
  /** One line for the API's reader. */
  summary: string;
  access: A;
  input: S;
  /** Parsed apart from the input, so a bad id is refused as an id (the API's path parameters). */
  params?: P;
  run(shop: Shop, input: UseCaseInput<S, P>, caller: Caller<A>): Promise<R>;
  /** The API's answer, declared so the OpenAPI document can say what comes back (and tests hold answers to it). */
  answer?: z.ZodType;
  /** The JSON the API answers with (the answer schema's shape); omitted for an empty 204 or a file. */
  present?: (result: R) => unknown;
  http?: HttpBinding<R, S>;
}

/** Where a use case is served under /api, and what of the request becomes its input. */
export interface HttpBinding<R = unknown, S extends z.ZodType = z.ZodType> {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Hono's syntax, relative to /api, naming the use case's params: `/orders/:id/utr`. */
  path: string;
  /**
   * Where the input comes from: the JSON body (writes, the default for POST, PUT and PATCH) or the
   * query string; `form` takes the JSON body too, or a multipart/form-data body's values (its text
   * fields and its files by name, as a page's form reads), for writes that may carry files; `raw`
   * takes the body as text, exactly as received, as `{ rawBody }` (a webhook whose signature covers
   * its bytes); `beacon` takes a JSON body whatever its Content-Type says, as `navigator.sendBeacon`
   * sends a string as text/plain (a preflight-free request a page can send as it is closed).
   */
  from?: "body" | "form" | "query" | "raw" | "beacon" | "none";
  /**
   * The request's own schema, when the API wraps the use case's input (`{ address }` around the
   * address a page's form sends flat): it parses what the request carries into the use case's input.
   */
  input?: z.ZodType<z.output<S>>;
  /** Extra input the request carries outside the body (the Idempotency-Key header). */
  headers?: (headers: Headers) => Record<string, unknown>;
  status?: 200 | 201 | 204 | ((result: R) => 200 | 201);
  /** A public read: an ETag and revalidation on every use, so admin changes show at once. */
  publicRead?: boolean;
  /** `X-Total-Count` for a page of a longer list. */
  total?: (result: R) => number;
  /** A file instead of JSON (a PDF, a CSV): the whole answer. */
  respond?: (result: R) => Response;
  /** For the OpenAPI document: what the answer is when it is not JSON. */
  file?: { contentType: string; description: string };
}

/** Declares a use case, checking its parts against each other (the input's type reaches `run`). */
export function useCase<S extends z.ZodType, R, A extends Access, P extends Params = Record<never, z.ZodType>>(
  declaration: UseCase<S, R, A, P>,
): UseCase<S, R, A, P> {
  return declaration;
}

// A declaration's input and result types are erased where use cases are listed together.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyUseCase = UseCase<any, any, Access, any>;
