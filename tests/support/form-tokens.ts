import { issueFormToken, MIN_FILL_MS } from "../../app/services/platform/form-token.server.ts";

/**
 * The contact form refuses a post made within a few seconds of the page's render.
 * Tests do not sleep for that: they sign a token dated back with the server's own
 * secret (the test launcher and the browser-test config know it), exactly as the
 * server would have issued it when a visitor opened the page earlier.
 */
export function agedFormToken(secret: string, ageMs = MIN_FILL_MS + 7_000): string {
  return issueFormToken(secret, Date.now() - ageMs);
}
