import { describe, expect, it } from "vitest";
import { postWithTimeout, urlEncoded } from "./request-timeout.ts";

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
    const outcome = await postWithTimeout("/api/contact", new URLSearchParams(), { timeoutMs: 500, fetch: fake });
    expect(outcome).toEqual({
      kind: "answered",
      status: 400,
      body: { success: false, errors: { name: "Please enter your name." } },
    });
  });

  it("cancels the request itself when the deadline passes", async () => {
    const { fake, seen } = slowFetch(5_000);
    const started = Date.now();
    const outcome = await postWithTimeout("/api/contact", new URLSearchParams(), { timeoutMs: 30, fetch: fake });
    expect(outcome).toEqual({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seen.signal?.aborted).toBe(true);
  });

  it("cancels when the caller's signal aborts, and says it failed rather than timed out", async () => {
    const { fake, seen } = slowFetch(5_000);
    const leaving = new AbortController();
    const pending = postWithTimeout("/api/login", new URLSearchParams(), {
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
    expect(await postWithTimeout("/api/contact", new URLSearchParams(), { fetch: fake })).toEqual({
      kind: "answered",
      status: 502,
      body: null,
    });
  });

  it("sends a form URL-encoded, as the same form posts without JavaScript: text fields only, repeats kept", async () => {
    const form = new FormData();
    form.append("name", "ರಾಮ & Sons");
    form.append("size", "40");
    form.append("size", "42");
    form.append("photo", new Blob(["x"]), "photo.jpg");
    let sent: RequestInit | undefined;
    const fake = (async (_url: string, init?: RequestInit) => {
      sent = init;
      return new Response("{}", { status: 200 });
    }) as typeof fetch;
    await postWithTimeout("/api/contact", urlEncoded(form), { fetch: fake });
    const body = sent?.body as URLSearchParams;
    expect(new Request("http://x/", { method: "POST", body }).headers.get("content-type")).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(body.toString()).toBe("name=%E0%B2%B0%E0%B2%BE%E0%B2%AE+%26+Sons&size=40&size=42");
  });
});
