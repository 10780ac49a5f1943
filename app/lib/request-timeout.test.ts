import { describe, expect, it } from "vitest";
import { postWithTimeout } from "./request-timeout.ts";

/** A fetch that answers only if it is not aborted first, and records the signal it got. */
function slowFetch(answerAfterMs: number, status = 201, body = '{"success":true}') {
  const seen: { signal?: AbortSignal } = {};
  const fake = ((_url: string, init?: RequestInit) => {
    seen.signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(body, { status })), answerAfterMs);
      init?.signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(init.signal!.reason);
      });
    });
  }) as typeof fetch;
  return { fake, seen };
}

describe("postWithTimeout", () => {
  it("returns the status and JSON body of an answer within the deadline", async () => {
    const { fake } = slowFetch(1, 400, '{"success":false,"errors":{"name":"Please enter your name."}}');
    const outcome = await postWithTimeout("/api/contact", new FormData(), { timeoutMs: 500, fetch: fake });
    expect(outcome).toEqual({
      kind: "answered",
      status: 400,
      body: { success: false, errors: { name: "Please enter your name." } },
    });
  });

  it("cancels the request itself when the deadline passes", async () => {
    const { fake, seen } = slowFetch(5_000);
    const started = Date.now();
    const outcome = await postWithTimeout("/api/contact", new FormData(), { timeoutMs: 30, fetch: fake });
    expect(outcome).toEqual({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen.signal?.aborted).toBe(true);
  });

  it("cancels when the caller's signal aborts, and says it failed rather than timed out", async () => {
    const { fake, seen } = slowFetch(5_000);
    const leaving = new AbortController();
    const pending = postWithTimeout("/api/login", new FormData(), {
      signal: leaving.signal,
      timeoutMs: 10_000,
      fetch: fake,
    });
    leaving.abort();
    expect((await pending).kind).toBe("failed");
    expect(seen.signal?.aborted).toBe(true);
  });

  it("reads a non-JSON answer as a status without a body", async () => {
    const { fake } = slowFetch(1, 502, "<html>Bad gateway</html>");
    expect(await postWithTimeout("/api/contact", new FormData(), { fetch: fake })).toEqual({
      kind: "answered",
      status: 502,
      body: null,
    });
  });
});
