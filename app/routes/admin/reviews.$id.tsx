import { ArrowLeft } from "lucide-react";
import { data, Form, href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { ReviewDetail, type ReviewActionResult } from "~/components/admin/reviews/review-detail";
import { staffTitle } from "~/components/admin/staff-title";
import { bookingSubject } from "~/lib/booking/booking-links";
import { describeSlot } from "~/lib/booking/booking-slots";
import { parseRecordId } from "~/lib/record-id";
import { HIDE_REASONS, REVIEW_LIMITS } from "~/lib/reviews/review-rules";
import { hideReasonLabel, wordsState } from "~/lib/reviews/staff-figures";
import { readReviewChange } from "~/lib/reviews/staff-forms";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { cn } from "~/lib/ui/cn";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/index.server";
import { findBookingById } from "~/services/bookings/index.server";
import {
  answerReview,
  getReview,
  hideWords,
  releaseSpamReview,
  reviewAsks,
  showWords,
  type ModerationResult,
} from "~/services/reviews/index.server";
import { storeTimeZone } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash, takeFlash } from "~/services/platform/flash.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/reviews.$id";

/**
 * One review for staff: its stars and words as the customer left them, what the site
 * shows of them, the store's answer, and (staff only) who wrote it, their phone to call
 * and the visit it came from. Hide or show the words, answer once and edit the answer:
 * each names the version the page showed, so two staff never overwrite each other.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseRecordId(params.id);
  const database = getDatabase();
  const review = id === null ? undefined : await getReview(database, id);
  if (!review) throw data(null, { status: 404 });
  const [timeZone, visit, asks, { flash, headers }] = await Promise.all([
    storeTimeZone(),
    // A deleted customer's review keeps its stars only: no way back to the person.
    review.bookingId !== null && !review.anonymised ? findBookingById(database.db, review.bookingId) : undefined,
    review.bookingId !== null ? reviewAsks(database, [review.bookingId]) : undefined,
    takeFlash(request),
  ]);
  const asked = review.bookingId !== null ? asks?.get(review.bookingId) : undefined;
  const when = (iso: string) => formatStoreTime(iso, timeZone);
  return data(
    {
      flash,
      spam: review.status === "spam",
      review: {
        id: review.id,
        version: review.version,
        stars: review.stars,
        when: when(review.createdAt),
        name: review.name,
        words: review.allWords,
        wordsState: wordsState(review),
        item: review.item?.title ?? null,
        customer: visit
          ? {
              name: visit.name,
              phone: visit.phone,
              phoneE164: visit.phone_e164,
              href: href("/admin/customers/:key", { key: visit.customer_key }),
            }
          : null,
        visit: visit
          ? {
              reference: visit.reference,
              when: describeSlot(visit.date, visit.time),
              subject: bookingSubject(visit),
              href: `${href("/admin/orders")}?q=${encodeURIComponent(visit.reference)}`,
            }
          : null,
        asked: asked ? { on: when(new Date(asked.askedAtMs).toISOString()), by: asked.askedBy } : null,
        hidden: review.hidden
          ? { on: when(review.hidden.at), by: review.hidden.by, reason: hideReasonLabel(review.hidden.reason) ?? "" }
          : null,
        answer: review.answer ? { text: review.answer.text, by: review.answer.by, on: when(review.answer.at) } : null,
      },
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData ? `Review by ${loaderData.review.name}` : "Review", "Reviews") },
];

const REFUSALS: Record<Exclude<ModerationResult, { ok: true }>["reason"], string> = {
  missing: "That review no longer exists.",
  stale: "Someone else changed this review just now.",
  "no-words": "This review has no words to hide: it is a rating only.",
  unchanged: "Nothing to change: the review is already as asked.",
  empty: "Write the answer first.",
};

const DONE = {
  "hide-words": "Words hidden. The stars still count in the average.",
  "show-words": "The words are on the site again.",
  answer: "Answer saved. It shows under the review on the site.",
  release: "Moved out of Spam: the review now counts and shows.",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const read = readReviewChange(form);
  if (!read.ok) return data<ReviewActionResult>({ reply: read.reply, intent }, { status: 400 });
  const { change } = read;
  if (change.id !== id)
    return data<ReviewActionResult>({ reply: read.refuse(REFUSALS.missing), intent }, { status: 400 });
  const actor = { id: admin.id, name: admin.name, username: admin.username };
  const database = getDatabase();
  const request_ = { actor, version: change.version };
  const result = await (() => {
    switch (change.kind) {
      case "hide-words":
        return hideWords(database, id, { ...request_, reason: change.reason });
      case "show-words":
        return showWords(database, id, request_);
      case "release":
        return releaseSpamReview(database, id, request_);
      case "answer":
        return answerReview(database, id, change.answer, request_);
    }
  })();
  if (!result.ok) {
    return data<ReviewActionResult>(
      { reply: read.refuse(REFUSALS[result.reason]), intent, conflict: result.reason === "stale" },
      { status: result.reason === "missing" ? 404 : 409 },
    );
  }
  throw await redirectWithFlash(
    request,
    href("/admin/reviews/:id", { id: String(id) }),
    { tone: "success", message: DONE[change.kind] },
    { status: 303 },
  );
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { review, flash, spam } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={href("/admin/reviews")}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        All reviews
      </Link>
      <p className={cn(adminStyles.eyebrow, "mt-2")}>Review</p>
      <h1 className="mt-3 text-3xl break-words sm:text-4xl">Review by {review.name}</h1>
      {spam && (
        <Form
          method="post"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-danger/30 bg-danger/5 p-3 text-sm"
        >
          <p className="flex-1 text-ink">Held by the spam checks: not on the site and not counted.</p>
          <input type="hidden" name="id" value={review.id} />
          <input type="hidden" name="version" value={review.version} />
          <button type="submit" name="intent" value="release" className={adminStyles.secondary}>
            Not spam
          </button>
        </Form>
      )}
      <ReviewDetail
        review={review}
        reasons={Object.entries(HIDE_REASONS).map(([value, label]) => ({ value, label }))}
        answerMax={REVIEW_LIMITS.answer}
        result={actionData}
        flash={flash}
        self={href("/admin/reviews/:id", { id: String(review.id) })}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="font-display text-6xl text-brass-deep">404</p>
      <h1 className="mt-2 text-3xl">No such review</h1>
      <Link to={href("/admin/reviews")} className="mt-4 inline-block text-brass-deep underline underline-offset-4">
        All reviews
      </Link>
    </div>
  );
}
