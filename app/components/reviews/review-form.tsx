import { ExternalLink, Star } from "lucide-react";
import { Form, href, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { BookingBand } from "~/components/booking/booking-band";
import { buttonVariants } from "~/components/ui/button-variants";
import { CheckboxField, Field, Input, Textarea } from "~/components/ui/field";
import { useMounted } from "~/components/ui/use-mounted";
import { useRecheckResend } from "~/components/ui/use-recheck";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/contact/contact-fields";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import { REVIEW_LIMITS, STAR_VALUES } from "~/lib/reviews/review-rules";
import { cn } from "~/lib/ui/cn";

const iconProps = { "aria-hidden": true, strokeWidth: 1.75 } as const;

/** Set by the page once its script runs: only such a page can answer a re-check. */
export const REVIEW_SCRIPTED_FIELD = "scripted";

/** What a refused post gives the page back: why, and the one form result (each field's problem, what was typed). */
export type ReviewActionResult = {
  message: string;
  reply?: FormReply;
  recheck?: string;
  /** The link could not take the review after all (used in another tab, expired meanwhile). */
  closed?: { title: string; text: string };
};

const STAR_WORDS: Record<number, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };

/**
 * The customer's review of a visit (/review/<token>): a plain form that works without
 * JavaScript, laid out for a 375 px phone first. The stars are a native radio group
 * (arrow keys move between them, the group is named by its legend), every other field
 * is one of the shared fields. Nothing about the customer but the name they choose is
 * shown: never the phone or the e-mail.
 */
export function ReviewForm({
  formToken,
  suggestedName,
  itemTitle,
  result,
}: {
  formToken: string;
  suggestedName: string;
  itemTitle: string | null;
  result?: ReviewActionResult;
}) {
  const values = replyValues(result?.reply);
  const errors = replyErrors(result?.reply);
  const navigation = useNavigation();
  const scripted = useMounted();
  const recheck = result?.recheck;
  const form = useRecheckResend(recheck);
  const sending = navigation.state === "submitting" || Boolean(recheck);
  const chosen = values.stars ?? "";

  return (
    <>
      <BookingBand
        eyebrow={itemTitle ? `Your visit · ${itemTitle}` : "Your visit"}
        title="How was your visit?"
        lead="Tell us in a minute. Every review from a visit is published with its stars, whatever they are."
      />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-16">
        {result?.message && !recheck && (
          <FormMessage tone="error">
            <p className="font-medium">{result.message}</p>
          </FormMessage>
        )}
        <Form method="post" ref={form} aria-labelledby="review-form-title" className="grid gap-6">
          <h2 id="review-form-title" className="sr-only">
            Your review
          </h2>
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          {scripted && <input type="hidden" name={REVIEW_SCRIPTED_FIELD} value="1" />}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="review-website">Leave this field empty</label>
            <input
              id="review-website"
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          <fieldset
            aria-describedby={errors.stars ? "stars-error" : "stars-hint"}
            aria-invalid={errors.stars ? true : undefined}
            className="grid gap-3"
          >
            <legend className="text-sm font-medium text-ink">
              Your rating
              <span aria-hidden="true" className="ml-0.5 text-brass-deep">
                *
              </span>
            </legend>
            {/* Native radios, seen and focused as they are: the choice and the keyboard focus
                show without any style of their own (and no CSS a public page must carry). */}
            <div className="flex gap-2">
              {STAR_VALUES.map((stars) => (
                <label
                  key={stars}
                  className={cn(
                    "flex min-w-0 flex-1 cursor-pointer flex-col items-center gap-1 rounded-card border bg-paper px-1 py-2 text-ink",
                    errors.stars ? "border-danger" : "border-line-strong",
                  )}
                >
                  <input
                    type="radio"
                    name="stars"
                    value={stars}
                    required
                    defaultChecked={chosen === String(stars)}
                    className="h-5 w-5 accent-ink"
                  />
                  <span className="flex items-center gap-0.5 text-base font-semibold">
                    {stars}
                    <Star {...iconProps} className="h-4 w-4" />
                  </span>
                  <span className="text-center text-xs leading-tight">
                    <span className="sr-only">{stars === 1 ? " star, " : " stars, "}</span>
                    {STAR_WORDS[stars]}
                  </span>
                </label>
              ))}
            </div>
            {errors.stars ? (
              <p id="stars-error" className="text-sm text-danger">
                {errors.stars}
              </p>
            ) : (
              <p id="stars-hint" className="text-xs text-ink-soft">
                From 1 (poor) to 5 (excellent).
              </p>
            )}
          </fieldset>

          <Field
            label="A few words"
            optional
            error={errors.words}
            hint={`Up to ${REVIEW_LIMITS.words.toLocaleString("en-IN")} characters, in English, Kannada or Hindi.`}
          >
            <Textarea name="words" rows={5} maxLength={REVIEW_LIMITS.words} defaultValue={values.words} />
          </Field>

          <Field
            label="The name to show"
            error={errors.displayName}
            hint="Your first name and initial. Your phone number and e-mail are never shown."
          >
            <Input
              name="displayName"
              type="text"
              autoComplete="off"
              maxLength={REVIEW_LIMITS.displayName}
              defaultValue={values.displayName ?? suggestedName}
            />
          </Field>

          <CheckboxField
            name="consent"
            label="Publish my words on the website"
            hint="Without this, only your stars and name are shown."
            error={errors.consent}
            defaultChecked={values.consent === "on"}
          />

          <div>
            <button type="submit" disabled={sending} className={buttonVariants({ className: "w-full sm:w-auto" })}>
              {sending ? "Sending…" : "Send my review"}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}

/** A link that cannot take a review: used, expired, for a visit that is gone, or unknown. */
export function ReviewLinkClosed({ title, text }: { title: string; text: string }) {
  return (
    <>
      <BookingBand eyebrow="Your review" title={title} lead={text} />
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-10 sm:flex-row sm:px-6">
        <Link to={href("/contact")} className={buttonVariants({ variant: "outlineDark" })}>
          Message the store
        </Link>
        <Link to={href("/")} className={buttonVariants({ variant: "subtle" })}>
          Go to the home page
        </Link>
      </div>
    </>
  );
}

/** The thanks, with the store's public Google reviews when the owner has set that link. */
export function ReviewThanks({ googleReviewsUrl }: { googleReviewsUrl: string | null }) {
  return (
    <>
      <BookingBand
        eyebrow="Your review"
        title="Thank you"
        lead="Your review is with us. Reviews from visits are published as they are sent, with their stars."
      />
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10 sm:px-6">
        {googleReviewsUrl && (
          <p className="text-base text-ink">
            If you also use Google, you are welcome to review us there too.{" "}
            <a
              href={googleReviewsUrl}
              rel="noreferrer noopener"
              target="_blank"
              className="inline-flex items-center gap-1 font-medium text-brass-deep underline underline-offset-4"
            >
              Our Google reviews
              <ExternalLink {...iconProps} className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/reviews" className={buttonVariants({ variant: "outlineDark" })}>
            Read the reviews
          </Link>
          <Link to={href("/")} className={buttonVariants({ variant: "subtle" })}>
            Go to the home page
          </Link>
        </div>
      </div>
    </>
  );
}
