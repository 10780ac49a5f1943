import { Outlet } from "react-router";
import { ChatButton } from "~/components/layout/chat-button";
import { InsightsBeacon } from "~/components/layout/insights-beacon";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { TopBanner } from "~/components/layout/top-banner";
import { usePageCoveredByDialog } from "~/components/ui/use-covered-page";
import type { CachedPageHandle } from "~/services/rendering/page-cache.server";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

export default function PublicLayout() {
  // An item's URL (or a gallery view): the shell is behind its dialog (see the hook).
  // The wrappers are `display: contents`, so the sticky header keeps the page as its range.
  const covered = usePageCoveredByDialog();
  return (
    <>
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
    </>
  );
}
