import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type AppLoadContext, ServerRouter } from "react-router";
import { I18nextProvider } from "react-i18next";
import { catalogues } from "#domain/i18n/catalogues.ts";
import { DEFAULT_LANGUAGE } from "#domain/i18n/languages.ts";
import { createI18n, shareI18n } from "./lib/i18n.ts";
import { NonceContext } from "./lib/nonce.ts";

export const streamTimeout = 5_000;

/** Both languages, loaded once; each request renders through a clone in its own language. */
const i18n = createI18n(DEFAULT_LANGUAGE, catalogues);
shareI18n(i18n);

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
  const pageI18n = i18n.cloneInstance({ lng: loadContext.language });
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
        resolve(new Response(Buffer.concat(chunks), { status, headers }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nextProvider i18n={pageI18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
