import { civilDateAt, zonedInstant } from "../time/business-hours.ts";
import { formatStoreTime } from "../time/admin-dates.ts";
import { HIDE_REASONS, isHideReason, type Stars } from "./review-rules.ts";

/**
 * The staff side's time rules for reviews: the dashboard's month (the store's calendar
 * month, whatever the server's zone), how long a review is "New" on the Reviews
 * screen, and how long the dashboard keeps pointing at a low review.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A review is marked New on the Reviews screen for a week. */
export const NEW_REVIEW_MS = 7 * DAY_MS;

/** The dashboard links to the newest low review (1–2 stars) of the last 14 days: a call still worth making. */
export const LOW_REVIEW_FOLLOW_UP_MS = 14 * DAY_MS;

/** The store's calendar month holding `now`, as instants [fromIso, toIso), and its name ("November 2026"). */
export function storeMonth(now: number, timeZone: string): { fromIso: string; toIso: string; label: string } {
  const today = civilDateAt(now, timeZone);
  const from = zonedInstant({ year: today.year, month: today.month, day: 1 }, 0, timeZone);
  const next =
    today.month === 12
      ? { year: today.year + 1, month: 1, day: 1 }
      : { year: today.year, month: today.month + 1, day: 1 };
  const to = zonedInstant(next, 0, timeZone);
  const label = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(today.year, today.month - 1, 1),
  );
  return { fromIso: new Date(from).toISOString(), toIso: new Date(to).toISOString(), label };
}

export function isNewReview(createdAt: string, now: number): boolean {
  return now - Date.parse(createdAt) < NEW_REVIEW_MS;
}

/**
 * What a review's words are to the site: shown on it, hidden by staff, kept private (the
 * customer did not agree to publish them), or none (a rating only).
 */
export type WordsState = "shown" | "hidden" | "private" | "none";

export function wordsState(r: { allWords: string; wordsConsented: boolean; hidden: unknown }): WordsState {
  if (r.allWords === "") return "none";
  if (r.hidden) return "hidden";
  return r.wordsConsented ? "shown" : "private";
}

/** Why the words were hidden, in words ("Abuse"); a reason this version does not know, as stored. */
export function hideReasonLabel(reason: string | null): string | null {
  return isHideReason(reason) ? HIDE_REASONS[reason] : reason;
}

/**
 * Where a visited visit stands with its review, as its card shows it:
 * - ask: it may be asked now, by WhatsApp (a complete number) and/or e-mail (an address they gave);
 * - wait: this customer was asked within the month (for another visit): not before `until`;
 * - asked: asked once already (a link is made once per visit and kept only as a hash, so never
 *   again), with the review when it came;
 * - unreachable: no WhatsApp number and no e-mail address to send a link to.
 */
export type VisitReview =
  | { state: "ask"; whatsApp: boolean; email: boolean }
  | { state: "wait"; until: string }
  | { state: "asked"; on: string; by: string; channel: string; review: { id: number; stars: number } | null }
  | { state: "unreachable" };

/** The reviews domain's answer for one visit (services/reviews visitReviewStates), in the store's words and time. */
export function visitReviewView(
  state:
    | { state: "ask"; whatsApp: boolean; email: boolean }
    | { state: "wait"; untilMs: number }
    | {
        state: "asked";
        asked: { askedAtMs: number; askedBy: string; channel: string; reviewId: number | null; stars: number | null };
      }
    | { state: "unreachable" }
    | undefined,
  timeZone: string,
): VisitReview | null {
  if (!state) return null;
  const at = (ms: number) => formatStoreTime(new Date(ms).toISOString(), timeZone);
  switch (state.state) {
    case "wait":
      return { state: "wait", until: at(state.untilMs) };
    case "asked": {
      const { asked } = state;
      return {
        state: "asked",
        on: at(asked.askedAtMs),
        by: asked.askedBy,
        channel: asked.channel,
        review: asked.reviewId !== null && asked.stars !== null ? { id: asked.reviewId, stars: asked.stars } : null,
      };
    }
    default:
      return state;
  }
}

/**
 * The Reviews screen's filter, as it lives in the URL: stars 1-5, the reviews whose words
 * are hidden, and those the spam checks hold (not counted until released).
 */
export type ReviewFilter = { stars: Stars | null; hidden: boolean; spam: boolean };

export function parseReviewFilter(params: URLSearchParams): ReviewFilter {
  const stars = params.get("stars") ?? "";
  return {
    stars: /^[1-5]$/.test(stars) ? (Number(stars) as Stars) : null,
    hidden: params.get("words") === "hidden",
    spam: params.get("status") === "spam",
  };
}

export function reviewFilterQuery(filter: ReviewFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.stars) params.set("stars", String(filter.stars));
  if (filter.hidden) params.set("words", "hidden");
  if (filter.spam) params.set("status", "spam");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
