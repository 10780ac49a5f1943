import { Mail, MessageCircle, Star } from "lucide-react";
import { Form, href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import type { VisitReview } from "~/lib/reviews/staff-figures";
import { cn } from "~/lib/ui/cn";
import { ReviewStars } from "./review-stars";

/**
 * "Ask for a review" on a visited visit (Orders, a customer's page): one tap opens
 * WhatsApp with the message and the customer's own link written, or queues the e-mail.
 * A plain form post to /admin/reviews/ask, so it works without JavaScript; `back` is
 * the page to come back to after an e-mail or a refusal.
 */
export function ReviewAsk({
  bookingId,
  reference,
  name,
  review,
  back,
  className,
}: {
  bookingId: number;
  reference: string;
  name: string;
  review: VisitReview;
  back: string;
  className?: string;
}) {
  const box = cn("mt-3 rounded-card border border-line bg-ivory p-3 text-sm", className);
  if (review.state === "asked") {
    return (
      <div className={box} data-testid="review-asked">
        <p className="flex items-start gap-2 text-ink">
          <Star aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <span>
            Review asked on {review.on} by {review.by}
            {review.channel === "email" ? " (e-mail)" : " (WhatsApp)"}.
          </span>
        </p>
        {review.review ? (
          <Link
            to={href("/admin/reviews/:id", { id: String(review.review.id) })}
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-medium text-brass-deep underline underline-offset-4"
          >
            <ReviewStars stars={review.review.stars} />
            Read their review<span className="sr-only"> of {reference}</span>
          </Link>
        ) : (
          <p className="mt-1 text-ink-soft">
            No review yet. A link is made once per visit, so it cannot be asked again.
          </p>
        )}
      </div>
    );
  }
  if (review.state === "wait") {
    return (
      <p className={cn(box, "text-ink-soft")}>
        {name} was asked for a review in the last month. Customers are asked at most once a month: next from{" "}
        {review.until}.
      </p>
    );
  }
  if (review.state === "unreachable") {
    return (
      <p className={cn(box, "text-ink-soft")}>
        No review can be asked: the phone number is not a complete number for WhatsApp, and there is no e-mail address.
      </p>
    );
  }
  return (
    <Form method="post" action={href("/admin/reviews/ask")} className={cn(box, "grid gap-2 sm:flex sm:items-center")}>
      <input type="hidden" name="booking" value={bookingId} />
      <input type="hidden" name="back" value={back} />
      <p className="text-ink sm:flex-1">Ask {name} how the visit went: their review counts whatever its stars.</p>
      {review.whatsApp && (
        <button
          type="submit"
          name="channel"
          value="whatsapp"
          className={cn(adminStyles.primary, "w-full sm:w-auto")}
          aria-label={`Ask for a review on WhatsApp: ${reference}, ${name}`}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Ask for a review
        </button>
      )}
      {review.email && (
        <button
          type="submit"
          name="channel"
          value="email"
          className={cn(review.whatsApp ? adminStyles.secondary : adminStyles.primary, "w-full sm:w-auto")}
          aria-label={`${review.whatsApp ? "Send the review link by e-mail instead" : "Ask for a review by e-mail"}: ${reference}, ${name}`}
        >
          <Mail aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          {review.whatsApp ? "By e-mail instead" : "Ask for a review by e-mail"}
        </button>
      )}
    </Form>
  );
}
