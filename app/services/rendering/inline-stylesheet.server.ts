import { readFileSync } from "node:fs";

const texts = new Map<string, string | undefined>();

/**
 * The text of a built stylesheet (`/assets/<name>.css`), read once from the client
 * build next to the server bundle (`build/server/index.js` → `build/client/assets`),
 * which is where both the server and the prerender find it. Undefined under the dev
 * server, where the CSS is Vite's module and not a file.
 */
export function builtStylesheetText(href: string, clientDir: URL): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (texts.has(href)) return texts.get(href);
  let text: string | undefined;
  try {
    text = readFileSync(new URL(`.${href}`, clientDir), "utf8");
  } catch {
    text = undefined;
  }
  texts.set(href, text);
  return text;
}
