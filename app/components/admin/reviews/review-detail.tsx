import { Eye, EyeOff, MessageSquareReply, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { telLink } from "~/lib/contact/links";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import { cn } from "~/lib/ui/cn";
import type { WordsState } from "~/lib/reviews/staff-figures";
import { WORDS_STATE_LABEL } from "./review-list";
import { ReviewStars } from "./review-stars";

/** One review as staff see it: the public part, and what only staff may see (who, their phone, the visit). */
export type StaffReviewDetail = {
  id: number;
  version: number;
  stars: number;
  when: string;
  /** The name the review shows on the site. */
  name: string;
  words: string;
  wordsState: WordsState;
  item: string | null;
  customer: { name: string; phone: string; phoneE164: string | null; href: string } | null;
  visit: { reference: string; when: string; subject: string; href: string } | null;
  asked: { on: string; by: string } | null;
  hidden: { on: string; by: string; reason: string } | null;
  answer: { text: string; by: string; on: string } | null;
};

/** What the page's action answered: a refusal (the form's reply), and whether it was someone else's change. */
export type ReviewActionResult = { reply: FormReply; intent: string; conflict?: boolean };

export function ReviewDetail({
  review: r,
  reasons,
  answerMax,
  result,
  flash,
  self,
}: {
  review: StaffReviewDetail;
  reasons: ReadonlyArray<{ value: string; label: string }>;
  answerMax: number;
  result: ReviewActionResult | undefined;
  flash: { tone: "success" | "error"; message: string } | null;
  /** This page's own address, to reload it after someone else's change. */
  self: string;
}) {
  const errors = replyErrors(result?.reply);
  const typed = result?.intent === "answer" ? replyValues(result.reply).answer : undefined;
  return (
    <>
      {result?.conflict ? (
        <div className="mt-6">
          <ConflictMessage
            message="Someone else changed this review just now"
            hint={
              result.intent === "answer"
                ? "Your answer is still in the form below. Reload to see the review as it is now, then save again."
                : "Reload to see the review as it is now."
            }
            reloadTo={self}
            reloadLabel="Reload the review"
          />
        </div>
      ) : errors[""] ? (
        <FormMessage tone="error" className="mt-6">
          {errors[""]}
        </FormMessage>
      ) : flash ? (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      ) : null}

      <article className="mt-6 rounded-card border border-line bg-paper p-4 sm:p-6" aria-labelledby="review-title">
        <h2 id="review-title" className="flex flex-wrap items-center gap-3 font-sans text-base font-semibold text-ink">
          <ReviewStars stars={r.stars} className="[&_svg]:h-5 [&_svg]:w-5" />
          <span>
            {r.name} · <span className="font-normal text-ink-soft">{r.when}</span>
          </span>
        </h2>
        {r.item && <p className="mt-1 text-sm text-ink-soft">{r.item}</p>}
        {r.words ? (
          <blockquote
            className={cn(
              "mt-3 border-l-2 pl-3 break-words whitespace-pre-wrap",
              r.wordsState === "shown" ? "border-brass text-ink" : "border-line text-ink-soft",
            )}
          >
            {r.words}
          </blockquote>
        ) : null}
        <p className={cn("mt-3 text-sm", r.wordsState === "hidden" ? "font-semibold text-danger" : "text-ink-soft")}>
          {WORDS_STATE_LABEL[r.wordsState]}
          {r.hidden ? `: ${r.hidden.reason}, by ${r.hidden.by} on ${r.hidden.on}.` : "."}{" "}
          {r.wordsState === "private" && "The customer did not agree to publish them: the site shows the stars only."}
          {r.wordsState !== "private" && r.wordsState !== "none" && (
            <span className="font-normal text-ink-soft">The stars always count in the average.</span>
          )}
        </p>
        {r.wordsState === "shown" && (
          <Form method="post" className="mt-4 grid gap-3 rounded-card border border-line p-3">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="version" value={r.version} />
            <fieldset>
              <legend className={adminStyles.label}>Hide the words because</legend>
              <div className="mt-2 grid gap-1 sm:flex sm:flex-wrap sm:gap-x-5">
                {reasons.map((reason, i) => (
                  <label key={reason.value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name="reason"
                      value={reason.value}
                      defaultChecked={i === 0}
                      required
                      className="h-5 w-5"
                    />
                    {reason.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {errors.reason && <p className="text-sm text-danger">{errors.reason}</p>}
            <button type="submit" name="intent" value="hide-words" className={cn(adminStyles.secondary, "sm:w-fit")}>
              <EyeOff aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Hide the words
            </button>
          </Form>
        )}
        {r.wordsState === "hidden" && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="version" value={r.version} />
            <button type="submit" name="intent" value="show-words" className={adminStyles.secondary}>
              <Eye aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Show the words again
            </button>
          </Form>
        )}
      </article>

      <section aria-labelledby="who-title" className="mt-6 rounded-card border border-line bg-paper p-4 text-sm sm:p-6">
        <h2 id="who-title" className="font-sans text-base font-semibold text-ink">
          Who and which visit <span className="font-normal text-ink-soft">(staff only)</span>
        </h2>
        {r.customer ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Link to={r.customer.href} className="font-medium text-ink underline decoration-line underline-offset-4">
              {r.customer.name}
            </Link>
            <span>{r.customer.phone}</span>
            {r.customer.phoneE164 && (
              <a href={telLink(r.customer.phoneE164)} className={adminStyles.primary}>
                <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Call {r.customer.name}
              </a>
            )}
          </div>
        ) : (
          <p className="mt-2 text-ink-soft">The customer was deleted: their stars stay in the average, nothing else.</p>
        )}
        {r.visit && (
          <p className="mt-2 text-ink">
            <Link to={r.visit.href} className="font-mono font-medium text-brass-deep underline underline-offset-4">
              {r.visit.reference}
            </Link>{" "}
            · {r.visit.when} · {r.visit.subject}
          </p>
        )}
        {r.asked && (
          <p className="mt-1 text-ink-soft">
            Asked on {r.asked.on} by {r.asked.by}.
          </p>
        )}
      </section>
      <section aria-labelledby="answer-title" className="mt-6 rounded-card border border-line bg-paper p-4 sm:p-6">
        <h2 id="answer-title" className="font-sans text-base font-semibold text-ink">
          The store&rsquo;s answer
        </h2>
        {r.answer ? (
          <p className="mt-1 text-sm text-ink-soft">
            On the site under the review. Answered by {r.answer.by} on {r.answer.on}; you can edit it, not add another.
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-soft">
            One public answer, shown under the review with who answered and when. It can be edited later.
          </p>
        )}
        <Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="id" value={r.id} />
          <input type="hidden" name="version" value={r.version} />
          <label htmlFor="answer" className="sr-only">
            The store&rsquo;s answer
          </label>
          <textarea
            id="answer"
            name="answer"
            rows={4}
            maxLength={answerMax}
            defaultValue={typed ?? r.answer?.text ?? ""}
            key={`${r.version}-${typed ?? ""}`}
            aria-invalid={errors.answer ? true : undefined}
            aria-describedby={errors.answer ? "answer-error" : undefined}
            className={adminStyles.input}
          />
          {errors.answer && (
            <p id="answer-error" className="text-sm text-danger">
              {errors.answer}
            </p>
          )}
          <button type="submit" name="intent" value="answer" className={cn(adminStyles.primary, "sm:w-fit")}>
            <MessageSquareReply aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            {r.answer ? "Save the answer" : "Publish the answer"}
          </button>
        </Form>
      </section>
    </>
  );
}
