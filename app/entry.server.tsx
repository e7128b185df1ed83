import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { catalogues } from "#domain/i18n/catalogues.ts";
import { pageTexts, shareCatalogues, TEXTS_META, TextsContext } from "./lib/i18n.ts";
import { NonceContext } from "./lib/nonce.ts";
import { withPageStyles } from "./lib/stylesheet.server.ts";

export const streamTimeout = 5_000;

/** Both languages, loaded once; each request renders with its own language and its own list of namespaces read. */
shareCatalogues(catalogues);

/**
 * What the browser needs of the catalogues, known once the page is rendered: the namespaces it
 * read (entry.client.tsx loads them before hydrating) and their chunks, preloaded.
 */
function textsHead(used: Set<string>, chunks: Readonly<Record<string, string>> | undefined): string {
  const names = [...used].sort();
  const files = new Set(names.flatMap((name) => chunks?.[name] ?? []));
  return (
    `<meta name="${TEXTS_META}" content="${names.join(" ")}">` +
    [...files].map((file) => `<link rel="modulepreload" href="${file}">`).join("")
  );
}

const HEAD_END = "</head>";

/**
 * Renders the whole page before answering: our loaders await their data (nothing is
 * deferred), so one complete, compressible body beats a stream, and every inline script
 * gets this response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.nonce;
  const texts = pageTexts(loadContext.language, catalogues);
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        headers.set("Content-Type", "text/html; charset=utf-8");
        const html = withPageStyles(Buffer.concat(chunks).toString());
        const at = html.indexOf(HEAD_END);
        const head = textsHead(texts.used, loadContext.textChunks);
        const body = at < 0 ? html : html.slice(0, at) + head + html.slice(at);
        resolve(new Response(body, { status, headers }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <TextsContext value={texts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TextsContext>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          loadContext.logger.error({ err: error, path: new URL(request.url).pathname }, "A page failed to render");
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React Router's report of a loader, action or render that failed: one JSON line in the shop's
 * log (its default would print a raw stack to stdout). A refusal React Router answers itself
 * (a 405 for a page without a form, a 404) is the caller's mistake, logged as a warning; a
 * request its client abandoned is no failure at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const where = { err: error, method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) context.logger.warn(where, "A page request was refused");
  else context.logger.error(where, "A page request failed");
};
