import { ArrowRight, MessageSquareReply } from "lucide-react";
import { Form, href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { cn } from "~/lib/ui/cn";
import { ReviewStars } from "./review-stars";

import type { WordsState } from "~/lib/reviews/staff-figures";

/** A review as the Reviews screen lists it. */
export type StaffReviewRow = {
  id: number;
  stars: number;
  when: string;
  isNew: boolean;
  name: string;
  words: string;
  wordsState: WordsState;
  hiddenReason: string | null;
  item: string | null;
  answered: boolean;
};

export const WORDS_STATE_LABEL: Record<WordsState, string> = {
  shown: "Words on the site",
  hidden: "Words hidden",
  private: "Words not for publishing",
  none: "Rating only",
};

/** The filter bar: stars, and the reviews whose words are hidden; a GET form, so it works without JavaScript. */
export function ReviewFilters({ stars, hidden }: { stars: number | null; hidden: boolean }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-paper p-3">
      <label className="grid gap-1">
        <span className={adminStyles.label}>Stars</span>
        <select name="stars" defaultValue={stars ?? ""} className={cn(adminStyles.input, "w-36")}>
          <option value="">All stars</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n} {n === 1 ? "star" : "stars"}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" name="words" value="hidden" defaultChecked={hidden} className="h-5 w-5" />
        Words hidden only
      </label>
      <button type="submit" className={adminStyles.secondary}>
        Show
      </button>
    </Form>
  );
}

export function ReviewList({ rows }: { rows: StaffReviewRow[] }) {
  return (
    <ul className="mt-4 grid gap-3" aria-label="Reviews">
      {rows.map((r) => (
        <li
          key={r.id}
          data-testid="review"
          className="relative rounded-card border border-line bg-paper p-4 transition-colors focus-within:border-ink hover:border-ink sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ReviewStars stars={r.stars} />
            {r.isNew && (
              <span className="rounded-full border border-brass-deep/40 bg-sand px-2 py-0.5 text-xs font-semibold text-brass-deep">
                New
              </span>
            )}
            <span className="text-sm font-semibold text-ink">{r.name}</span>
            <span className="text-sm text-ink-soft">{r.when}</span>
          </div>
          {r.item && <p className="mt-1 text-sm text-ink-soft">{r.item}</p>}
          {r.words ? (
            <p
              className={cn(
                "mt-2 line-clamp-3 break-words whitespace-pre-wrap",
                r.wordsState === "shown" ? "text-ink" : "text-ink-soft",
              )}
            >
              {r.words}
            </p>
          ) : null}
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft">
            <span className={cn(r.wordsState === "hidden" && "font-semibold text-danger")}>
              {WORDS_STATE_LABEL[r.wordsState]}
              {r.wordsState === "hidden" && r.hiddenReason ? ` (${r.hiddenReason})` : ""}
            </span>
            {r.answered && (
              <span className="inline-flex items-center gap-1">
                <MessageSquareReply aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={1.75} />
                Answered
              </span>
            )}
          </p>
          <Link
            to={href("/admin/reviews/:id", { id: String(r.id) })}
            className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brass-deep after:absolute after:inset-0"
          >
            Open
            <span className="sr-only">
              {" "}
              the review by {r.name}, {r.stars} of 5 stars
            </span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
