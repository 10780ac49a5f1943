/**
 * What the page's beacon sends and where (components/layout/insights-beacon.tsx), and
 * what the server reads (services/insights). Small on purpose: it travels in the shell
 * chunk every public page loads.
 */

/** POST: the beacon (JSON text). GET: the no-script image in the page's <noscript>. */
export const INSIGHTS_ENDPOINT = "/api/insights";

/** A beacon is a few dozen bytes; anything near this is not one of ours. */
export const BEACON_MAX_BYTES = 1024;

/** The taps counted per item. WhatsApp and phone links are found by their address, Share by this name. */
export type TapKind = "ask" | "call" | "share";

/**
 * One beacon: a page view (`u` without `t`) or a tap (`t`) on the page at `u`.
 * `r` (the document's referrer) is present on the first view after a page load
 * that was a fresh navigation (not a reload, not Back), and only there: that view
 * starts a visit.
 */
export type Beacon = { u: string; r?: string; t?: TapKind };
