import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { InlineCssContext } from "~/components/layout/app-stylesheet";
import { ShellCopyContext } from "~/components/layout/shell-copy";
import { shellCopyFor } from "~/components/layout/shell-copy.server";
import { builtStylesheet, documentStream } from "~/lib/document-stream.server";
import { noteDatabaseOutage } from "~/lib/database-errors.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { NONCE_HEADER, NONCE_PLACEHOLDER, NonceContext } from "~/lib/nonce";
import appCss from "./app.css?url";

export const streamTimeout = 5_000;

/** An outage is not a bug to log: the root middleware answers it 503 (see `noteDatabaseOutage`). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || noteDatabaseOutage(error, context)) return;
  console.error(error);
};

const inlineCss = builtStylesheet(appCss, import.meta.url);

/** True while pages are being built ahead of time (prerendering). */
const isBuildRequest = () => process.env.IS_RR_BUILD_REQUEST === "yes";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = isBuildRequest() ? NONCE_PLACEHOLDER : (request.headers.get(NONCE_HEADER) ?? "");
  const shellCopy = shellCopyFor(localeFromPath(new URL(request.url).pathname));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and pages built ahead of time get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isBuildRequest()
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={inlineCss}>
          <ShellCopyContext.Provider value={shellCopy}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ShellCopyContext.Provider>
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const outgoing = documentStream();
          outgoing.pipe(body);
          pipe(outgoing);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
