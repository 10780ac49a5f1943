import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { type Beacon, INSIGHTS_ENDPOINT, type TapKind } from "~/lib/insights/beacon-protocol";

/**
 * Insights' beacon (README, "Insights"): after the page has loaded and hydrated, one
 * small POST per page seen and per tap on an item's WhatsApp, phone or Share, with
 * no cookie and nothing about the visitor but the page's address (and, on the first
 * page of a visit, the referring address, of which the server keeps the domain). The
 * page itself stays a static or cached file. Visitors whose browser asks not to be
 * tracked (Do Not Track, Global Privacy Control) send nothing.
 *
 * Without JavaScript the <noscript> image counts the page view (the server reads the
 * page from its Referer); taps are then not counted.
 */
export function InsightsBeacon() {
  const { pathname, search } = useLocation();
  // The last two pages counted, to tell closing an item's dialog from a visit to the grid.
  const seen = useRef<Array<string | undefined>>([]);

  useEffect(() => {
    if (optedOut()) return;
    const onClick = (event: MouseEvent) => {
      const kind = tapKind(event.target);
      if (kind) send({ u: location.pathname, t: kind });
    };
    // Capture: a control that stops the click's propagation is still counted.
    addEventListener("click", onClick, true);
    return () => removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    const q = new URLSearchParams(search).get("q");
    // A page is its path; on the search page, each new search is a new page.
    const page = q ? `${pathname}?q=${q}` : pathname;
    const [before, last] = seen.current;
    if (page === last) return;
    seen.current = [last, page];
    // Back from an item's dialog to the grid it was opened from: the grid was counted.
    if (page === before && last?.startsWith(`${pathname}/`)) return;
    if (optedOut()) return;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    // A visit starts with a page opened afresh: not a reload, not Back, not a later page.
    const starts = last === undefined && (navigation?.type ?? "navigate") === "navigate";
    send(starts ? { u: pathname + search, r: document.referrer } : { u: pathname + search });
  }, [pathname, search]);

  return (
    <noscript>
      <img src={INSIGHTS_ENDPOINT} alt="" width={1} height={1} hidden />
    </noscript>
  );
}

function optedOut(): boolean {
  return (
    navigator.doNotTrack === "1" || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** WhatsApp links ask, phone links call, and a control may name its kind (Share). */
function tapKind(target: EventTarget | null): TapKind | undefined {
  const control = (target as Element | null)?.closest?.<HTMLElement>(
    "a[href^='https://wa.me/'],a[href^='tel:'],[data-insights-tap]",
  );
  if (!control) return undefined;
  return (control.dataset.insightsTap as TapKind | undefined) ?? (control.matches("[href^='tel:']") ? "call" : "ask");
}

function send(beacon: Beacon) {
  navigator.sendBeacon?.(INSIGHTS_ENDPOINT, JSON.stringify(beacon));
}
