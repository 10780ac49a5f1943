import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "~/components/document/nonce";
import { StylesheetTextProvider } from "~/components/document/stylesheet";
import { builtStylesheetText, headJsonLd, pageFonts, scriptsAfterPaint } from "~/services/rendering/index.server";
import {
  STORAGE_UNAVAILABLE_INIT,
  noteStorageRefusal,
  storageRefusalPage,
  wasRefusedForStorage,
} from "~/services/backup/index.server";
export { shutdown, startup } from "~/services/app/index.server";
export { getPageCache } from "~/services/page-cache/index.server";
export { isKnownPage, handleInsightsBeacon } from "~/services/insights/index.server";
export { readPublicMediaFile } from "~/services/media/index.server";
export { isSignedIn } from "~/services/accounts/index.server";
import { redactLinkToken } from "~/lib/accounts/account-link-words";
import { localeOfPath } from "~/lib/i18n/locale";
import { log } from "~/services/platform/log.server";
import { requestValuesContext } from "~/services/platform/request-context.server";

export { createAppLoadContext } from "~/services/platform/request-context.server";

export const streamTimeout = 5_000;

// This module is bundled into build/server/index.js; the client build is its sibling.
const clientDir = new URL("../client/", import.meta.url);
const stylesheetText = (href: string) => builtStylesheetText(href, clientDir);

/**
 * What the router reports goes to the log as one JSON line. A request the app cannot
 * serve (PUT on a page, an unknown method: 4xx) is the client's mistake and gets one
 * line without a stack trace; anything else is ours and keeps its stack. A request
 * the client gave up on is not reported.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A link's token (an invitation, a review) is a credential: the log keeps the path without it.
  const path = redactLinkToken(new URL(request.url).pathname);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn("client_error", { method: request.method, path, status: error.status });
    return;
  }
  if (refusedAsCrossOrigin(error, request)) {
    log.warn("foreign_origin_rejected", { method: request.method, path, origin: request.headers.get("Origin") });
    return;
  }
  // A route error response wraps the thrown error (its `error`), which has the stack.
  const cause = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error;
  if (noteStorageRefusal(cause, request)) return;
  log.error("request_error", {
    method: request.method,
    path,
    error: String(cause),
    stack: cause instanceof Error ? cause.stack : undefined,
  });
};

/**
 * React Router refuses an action posted from another origin itself (400) and reports
 * it as a plain Error ("… Aborting the action.", or "Bad Request" for a data
 * request): a hostile or confused client, not a fault of ours.
 */
function refusedAsCrossOrigin(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || !/Aborting the action\.$|^Bad Request$/.test(error.message)) return false;
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  if (origin === null || origin === "null") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // not even a URL
  }
}

/** A client-side submission refused for want of storage: 503 (its error screen follows). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!wasRefusedForStorage(request)) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(STORAGE_UNAVAILABLE_INIT.headers)) headers.set(name, value);
  return new Response(response.body, { status: STORAGE_UNAVAILABLE_INIT.status, headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (wasRefusedForStorage(request)) return storageRefusalPage(request);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestValuesContext).cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and prerendering get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
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
          // Public pages paint before their scripts load (scripts-after-paint.server.ts);
          // staff screens are tools, used once they work: their scripts load as usual.
          const { pathname } = new URL(request.url);
          if (pathname.startsWith("/admin")) {
            pipe(body);
          } else {
            // A Kannada or Hindi page adds its script's font (rendering/script-fonts.server.ts).
            const fonts = pageFonts(localeOfPath(pathname));
            const afterPaint = scriptsAfterPaint({ fonts: fonts.faces, headEnd: fonts.head + headJsonLd(loadContext) });
            afterPaint.pipe(body);
            pipe(afterPaint);
          }
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
