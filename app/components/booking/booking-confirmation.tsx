import { CalendarPlus, MapPin, MessageCircle, Phone } from "lucide-react";
import { href, Link } from "react-router";
import { BookingBand } from "~/components/booking/booking-band";
import { buttonVariants } from "~/components/ui/button-variants";
import { useStore } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import { telLink } from "~/lib/contact/links";

const iconProps = { "aria-hidden": true, strokeWidth: 1.75 } as const;

type ConfirmationProps = {
  booking: { reference: string; what: string; when: string; size: string | null; status: string };
  calendarHref: string;
  whatsAppHref: string;
};

/** A visitor's own booking: the reference, what, when and where, the calendar file and WhatsApp. */
export function BookingConfirmation({ booking, calendarHref, whatsAppHref }: ConfirmationProps) {
  const store = useStore();
  const confirmed = booking.status === "confirmed";
  return (
    <>
      <BookingBand
        eyebrow="Book a visit"
        title="Your visit is booked"
        lead={
          confirmed
            ? "The store has confirmed it. See you then."
            : `The store will confirm it on WhatsApp or by phone, usually ${store.replyPromise}.`
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <section aria-labelledby="booking-reference-title" className="rounded-card border border-line bg-paper p-6">
          <h2 id="booking-reference-title" className="text-sm font-semibold tracking-[0.2em] text-brass-deep uppercase">
            Your reference
          </h2>
          <p className="mt-2 font-sans text-4xl font-semibold tracking-wider text-ink">{booking.reference}</p>
          <dl className="mt-6 grid grid-cols-[7.5rem_1fr] gap-4 text-base">
            <dt className="text-sm font-medium text-ink-soft">What</dt>
            <dd className="text-ink">
              {booking.what}
              {booking.size ? `, size ${booking.size}` : ""}
            </dd>
            <dt className="text-sm font-medium text-ink-soft">When</dt>
            <dd className="text-ink">{booking.when}</dd>
            <dt className="text-sm font-medium text-ink-soft">Where</dt>
            <dd className="text-ink">
              {store.name}, {formatAddress(store)}
            </dd>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={calendarHref} download={`${booking.reference}.ics`} className={buttonVariants()}>
              <CalendarPlus {...iconProps} className="h-4 w-4" />
              Add to calendar
            </a>
            <a
              href={whatsAppHref}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outlineDark" })}
            >
              <MessageCircle {...iconProps} className="h-4 w-4" />
              WhatsApp the store
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Link to={href("/visit")} className={buttonVariants({ variant: "outlineDark" })}>
              <MapPin {...iconProps} className="h-4 w-4" />
              How to reach us
            </Link>
          </div>
        </section>
        <p className="mt-6 text-sm text-ink-soft">
          Need to change it? Call{" "}
          <a href={telLink(store.phones[0]!.e164)} className="font-medium text-brass-deep underline underline-offset-4">
            <Phone {...iconProps} className="mr-1 inline h-3.5 w-3.5" />
            {store.phones[0]!.display}
          </a>{" "}
          and quote your reference.
        </p>
      </div>
    </>
  );
}

/** The thanks for a request the server kept to itself (a bot's, by the form's trap): nothing to look up. */
export function BookingReceived() {
  const store = useStore();
  return (
    <>
      <BookingBand
        eyebrow="Book a visit"
        title="Thank you"
        lead={`We have your request. If you do not hear from us ${store.replyPromise}, please call the store.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <a href={telLink(store.phones[0]!.e164)} className={buttonVariants({ variant: "outlineDark" })}>
          <Phone {...iconProps} className="h-4 w-4" />
          Call Store
        </a>
      </div>
    </>
  );
}
