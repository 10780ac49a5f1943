import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, written into the document (issue 14): a phone on slow
 * 4G paints the first screen with the HTML alone instead of waiting one more round
 * trip for a render-blocking file. The server render gets the built file's text
 * from entry.server.tsx; a `<style>` with `href` and `precedence` is a React head
 * resource, so it still comes first in <head>, and on the client React finds it by
 * its href and leaves it as it is (the text is not shipped twice, and the client
 * never asks for the file). Without the text (the dev server) it is a plain
 * `<link rel="stylesheet">`, in the same place.
 */
const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

export function Stylesheet({ href }: { href: string }) {
  const readText = useContext(StylesheetTextContext);
  // The production client always meets the server's inline copy (prerendered or not).
  const inline = readText ? readText(href) !== undefined : import.meta.env.PROD;
  if (!inline) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {readText?.(href) ?? ""}
    </style>
  );
}
