import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { EarlyTapScript } from "./components/early-taps/early-tap-script";
import { replayEarlyTaps } from "./components/early-taps/replay";
import { useNonce } from "./components/document/nonce";
import { Stylesheet } from "./components/document/stylesheet";
import { WebFontsWithoutScript } from "./components/document/web-fonts";
import stylesheet from "./app.css?url";
import type { CachedPageHandle } from "~/services/page-cache/index.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/*
 * No font preloads: over a phone's few connections they would compete with the
 * stylesheet and the hero image for the first paint. The fonts come after the first
 * paint (components/web-fonts.tsx) and swap in over metric-matched fallbacks
 * (app.css), so nothing moves when they arrive.
 */
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a2233" />
        {/* A stylesheet with a precedence is one of React's head resources: it is written
            right after the charset and viewport (behind only a high-priority image preload,
            see Picture). <Scripts> below fetches nothing before the page has painted
            (services/scripts-after-paint.server.ts). */}
        <Stylesheet href={stylesheet} />
        <WebFontsWithoutScript />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Before any control: taps made before hydration are kept and replayed (early-taps/capture.ts). */}
        <EarlyTapScript />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and curious humans) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
    // The root's effect runs after every other of the first render's: each handler is in place.
    replayEarlyTaps();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Oops! Page not found" : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{title}</title>
      <p className="font-display text-7xl text-brass-deep">{status}</p>
      <h1 className="text-3xl">{title}</h1>
      <p className="text-ink-soft">Please try again in a moment, or return to the home page.</p>
      <a href="/" className="rounded-card bg-ink px-5 py-3 text-sm font-medium text-ivory">
        Return to Home
      </a>
    </main>
  );
}
