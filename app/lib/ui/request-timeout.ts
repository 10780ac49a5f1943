/**
 * Client requests with a deadline. The deadline is an `AbortSignal.timeout`, so a
 * request that takes too long is cancelled (the connection is dropped and a late
 * answer can never change the page), not merely stopped being waited for. The
 * server treats a retried submission of the same form as the same message, so
 * "try again" after a timeout never stores a message twice.
 */

/** How long a form submission may take before the visitor is told to try again. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type PostOutcome =
  { kind: "answered"; status: number; body: unknown } | { kind: "timeout" } | { kind: "failed"; error: unknown };

type PostOptions = {
  /** Aborts the request too (e.g. the router's, when the visitor navigates away). */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A form's text fields, URL-encoded: the encoding the same form posts without
 * JavaScript, so the server reads one format (and a multipart boundary does not eat
 * into the body limit).
 */
export function urlEncoded(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return fields;
}

/** POSTs `body` and reads a JSON answer, within `timeoutMs`. Never throws. */
export async function postWithTimeout(
  url: string,
  body: URLSearchParams,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS, fetch: send = fetch }: PostOptions = {},
): Promise<PostOutcome> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    const response = await send(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      signal: combined,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status still says what happened.
    }
    return { kind: "answered", status: response.status, body: parsed };
  } catch (error) {
    if (deadline.aborted) return { kind: "timeout" };
    return { kind: "failed", error };
  }
}
