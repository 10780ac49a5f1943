import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../app/content/routes-meta";
import { startServer, type RunningServer } from "../support/server";

/**
 * `npm run dev` (server/dev.ts) serves every public page. Only there does `cn()` check
 * class conflicts (app/lib/ui/cn.ts): a caller overriding a primitive's class throws, so
 * the page answers 500, where the production build lets CSS order pick a winner
 * silently. That caught a Collections button never marked current and an item picture
 * cropped that was meant to be contained.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ development: true });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe("the development server", () => {
  const paths = [
    ...publicPages.map((page) => page.path),
    "/search?q=sherwani",
    "/groom/onion-pink-handwork-sherwani",
    "/admin",
  ];

  it.each(paths)(
    "renders %s",
    async (path) => {
      const response = await fetch(server.url + path);
      const body = await response.text();
      // The server logs why (a cn() conflict names both classes).
      const lastError = [...server.output().matchAll(/"event":"request_error".*?"error":"((?:[^"\\]|\\.)*)"/g)].at(
        -1,
      )?.[1];
      expect(response.status, `${path}: ${lastError ?? body.slice(0, 300)}`).toBe(200);
      expect(body).toContain("</html>");
    },
    60_000,
  );

  it("answers an unknown path with the 404 page", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
  }, 60_000);
});
