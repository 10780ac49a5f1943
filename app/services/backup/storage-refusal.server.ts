import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "./storage-health.server.ts";

/**
 * Any write the database refuses for want of storage answers 503, not only the public
 * forms that catch it themselves: a staff action (a reply, a product edit, a setting)
 * throws, the router reports the error (handleError), and the answer to that request
 * becomes a 503 with words that say nothing was saved. Reporting it also marks the site
 * not ready, so the probe starts and the site recovers by itself.
 */
const refusedRequests = new WeakSet<Request>();

/** From handleError: true when the error meant storage is unavailable (then it is logged there). */
export function noteStorageRefusal(error: unknown, request: Request): boolean {
  if (!reportWriteFailure(error)) return false;
  refusedRequests.add(request);
  return true;
}

export function wasRefusedForStorage(request: Request): boolean {
  return refusedRequests.has(request);
}

/**
 * A plain page rather than the app's error screen: the app's screen would be hydrated
 * with the error the browser is given (which, in production, says nothing), so its
 * words could not name the cause. Going back keeps what the person typed.
 */
export function storageRefusalPage(request: Request): Response {
  const url = new URL(request.url);
  const again = escapeAttribute(url.pathname + url.search);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Not saved</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f1b16;background:#faf7f0;margin:0;padding:2rem 1.25rem;max-width:36rem}h1{font-size:1.5rem}a{color:#1f1b16}</style></head>
<body><main>
<h1>Not saved</h1>
<p>The server cannot store anything just now: its storage is full or failing. Nothing was changed.</p>
<p>Use your browser's Back button to return to the form with what you typed, and try again in a few minutes.</p>
<p><a href="${again}">Open the page again</a></p>
</main></body>
</html>`;
  return new Response(html, {
    status: STORAGE_UNAVAILABLE_INIT.status,
    headers: { ...STORAGE_UNAVAILABLE_INIT.headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
