import { issueFormToken, MIN_FILL_MS } from "../../app/services/form-token.server.ts";

/**
 * The contact form refuses a post made within a few seconds of the page's render.
 * Tests do not sleep for that: they sign a token dated back with the server's own
 * secret (the test launcher and the browser-test config know it), exactly as the
 * server would have issued it when a visitor opened the page earlier.
 */
export function agedFormToken(secret: string, ageMs = MIN_FILL_MS + 7_000): string {
  return issueFormToken(secret, Date.now() - ageMs);
}

/**
 * Tokens as the contact page renders them, for a server whose secret is unknown:
 * fetched now, handed out once each after the minimum fill time has passed.
 */
export async function pageFormTokens(url: string, count: number): Promise<() => Promise<string>> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const html = await (await fetch(`${url}/contact`)).text();
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    if (!token) throw new Error("The contact page carries no form token.");
    tokens.push(token);
  }
  const usableAt = Date.now() + MIN_FILL_MS + 200;
  return async () => {
    const wait = usableAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = tokens.shift();
    if (!token) throw new Error(`All ${count} form tokens are used.`);
    return token;
  };
}
