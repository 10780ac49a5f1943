import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { ChatButton } from "~/components/layout/chat-button";
import { InsightsBeacon } from "~/components/layout/insights-beacon";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TopBanner } from "~/components/layout/top-banner";
import { SiteContext } from "~/components/site/site-context";
import { usePageCoveredByDialog } from "~/components/ui/use-covered-page";
import { currentSettings, siteSettings } from "~/services/settings/index.server";
import { localeOfPath } from "~/lib/i18n/locale";
import { siteAddress } from "~/services/platform/site-address.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { Route } from "./+types/public-layout";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/**
 * The shop's shell, and the store's settings every public page shows (banner, footer,
 * chat button, contact details): read once per render from the settings service.
 * The page cache keeps the rendered page until a setting changes. With them, the
 * site's public origin (SITE_URL as the server was started) for every page's
 * canonical and Open Graph URLs, in the browser too (site-context.tsx `shellOf`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = Date.now();
  // The shell's words in the page's language (/kn/…), read from the address itself.
  const locale = localeOfPath(new URL(request.url).pathname);
  return { site: siteSettings(await currentSettings(), now, locale), siteUrl: siteAddress() };
}

/** A visitor moving between pages keeps the shell's data; a form's answer reloads it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  // An item's URL (or a gallery view): the shell is behind its dialog (see the hook).
  // The wrappers are `display: contents`, so the sticky header keeps the page as its range.
  const covered = usePageCoveredByDialog();
  return (
    <SiteContext value={loaderData.site}>
      <div className="contents" inert={covered}>
        <a
          href="#main"
          className="sr-only z-50 rounded-card bg-ink px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <TopBanner />
        <SiteHeader />
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <div className="contents" inert={covered}>
        <SiteFooter />
        <ChatButton />
      </div>
      <InsightsBeacon />
    </SiteContext>
  );
}
