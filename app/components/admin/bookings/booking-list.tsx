import { Check, Inbox, MessageCircle, Phone, Ruler } from "lucide-react";
import { Form, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { ReviewAsk } from "~/components/admin/reviews/review-ask";
import { Picture } from "~/components/ui/picture";
import { bookingStatusLabel, type BookingStatus } from "~/lib/booking/booking-fields";
import { telLink } from "~/lib/contact/links";
import type { ImageKind } from "~/lib/media/image-ref";
import type { VisitReview } from "~/lib/reviews/staff-figures";
import { cn } from "~/lib/ui/cn";
import { LanguageTag } from "~/components/admin/language-tag";

/** A booking as the Orders screen shows it: the row with its words and the moves it may make next. */
export type BookingView = {
  id: number;
  version: number;
  reference: string;
  name: string;
  phone: string;
  phone_e164: string | null;
  size: string | null;
  note: string | null;
  status: string;
  item_image_key: string | null;
  item_image_kind: string | null;
  subject: string;
  day: string;
  clock: string;
  whatsApp: string | null;
  next: BookingStatus[];
  history: Array<{ at: string; to_status: string; admin_name: string; when: string }>;
  source: string;
  created_by: string | null;
  /** The language it was booked in: a tag in its own script when not English. */
  language: string;
  customerHref: string;
  measured: { line: string; on: string; by: string } | null;
  lastNote: { body: string; by: string } | null;
  notes: number;
  spamWords: string | null;
  /** A visited visit's review: ask for it, or when it was asked (null for other statuses). */
  review: VisitReview | null;
  /** This page with its filter, to come back to after asking by e-mail or a refusal. */
  back: string;
};

const STATUS_ACTION: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirm",
  visited: "Visited",
  "no-show": "No-show",
  cancelled: "Cancel",
  spam: "Spam",
};

const STATUS_STYLES: Record<string, string> = {
  requested: "border-brass-deep/40 bg-sand text-brass-deep",
  confirmed: "border-[#2f6b45]/40 bg-[#e7f3ea] text-[#1f4d31]",
  visited: "border-ink/30 bg-paper text-ink",
  "no-show": "border-danger/40 bg-danger/5 text-danger",
  cancelled: "border-ink-soft/40 bg-paper text-ink-soft",
  spam: "border-danger/40 bg-danger/5 text-danger",
};

/** Today, Upcoming or Past: its bookings as cards, or what it means that there are none. */
export function BookingGroup({
  title,
  rows,
  empty,
  more,
}: {
  title: string;
  rows: BookingView[];
  empty: string;
  more?: string;
}) {
  const id = `orders-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title} <span className="font-sans text-base text-ink-soft">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {rows.map((b) => (
            <BookingCard key={b.id} booking={b} />
          ))}
        </ul>
      )}
      {more && <p className="mt-3 text-sm text-ink-soft">{more}</p>}
    </section>
  );
}

function BookingCard({ booking: b }: { booking: BookingView }) {
  const statusButton = (to: BookingStatus, label: string, primary: boolean, then?: "whatsapp") => (
    <Form method="post" key={`${to}-${then ?? ""}`} className={then ? "col-span-2" : undefined}>
      <input type="hidden" name="id" value={b.id} />
      <input type="hidden" name="version" value={b.version} />
      <input type="hidden" name="status" value={to} />
      {then && <input type="hidden" name="then" value={then} />}
      <button
        type="submit"
        className={cn(primary ? adminStyles.primary : adminStyles.secondary, "w-full sm:w-auto")}
        aria-label={`${label}: ${b.reference}, ${b.name}`}
      >
        {then === "whatsapp" ? (
          <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        ) : to === "confirmed" ? (
          <Check aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        ) : null}
        {label}
      </button>
    </Form>
  );
  const canConfirm = b.next.includes("confirmed");
  return (
    <li
      className="rounded-card border border-line bg-paper p-4 sm:p-5"
      data-testid="booking"
      data-reference={b.reference}
    >
      <div className="flex gap-4">
        {b.item_image_key ? (
          <Picture
            image={{ key: b.item_image_key, kind: (b.item_image_kind ?? "product") as ImageKind, alt: "" }}
            sizes="64px"
            className="h-16 w-16 shrink-0 overflow-hidden rounded-card"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              className={cn(
                "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
                STATUS_STYLES[b.status],
              )}
            >
              {bookingStatusLabel(b.status)}
            </span>
            <span className="font-mono text-sm text-ink">{b.reference}</span>
            <span className="text-sm font-semibold text-ink">
              {b.day}, {b.clock}
            </span>
            <LanguageTag language={b.language} />
          </div>
          <p className="mt-1.5 font-medium break-words text-ink">{b.subject}</p>
          <p className="mt-0.5 text-sm break-words text-ink">
            <Link
              to={b.customerHref}
              className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink"
            >
              {b.name}
            </Link>{" "}
            ·{" "}
            <a href={telLink(b.phone_e164 ?? b.phone)} className="text-brass-deep underline underline-offset-4">
              {b.phone}
            </a>
            {b.size ? ` · Size ${b.size}` : ""}
          </p>
          {b.note && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-soft">{b.note}</p>}
          {b.source === "staff" && b.created_by && (
            <p className="mt-1 text-xs text-ink-soft">Booked at the counter by {b.created_by}</p>
          )}
        </div>
      </div>
      {(b.measured || b.lastNote) && (
        <div className="mt-3 rounded-card bg-sand/60 p-3 text-sm" aria-label={`What the shop knows of ${b.name}`}>
          {b.measured && (
            <p className="flex items-start gap-2 text-ink">
              <Ruler aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
              <span>
                {b.measured.line}{" "}
                <span className="text-ink-soft">
                  · taken {b.measured.on} by {b.measured.by}
                </span>
              </span>
            </p>
          )}
          {b.lastNote && (
            <p className={cn("break-words text-ink", b.measured && "mt-1.5")}>
              “{b.lastNote.body}” <span className="text-ink-soft">· {b.lastNote.by}</span>
            </p>
          )}
          <Link
            to={b.customerHref}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brass-deep underline"
          >
            {b.notes > 1 ? `All ${b.notes} notes and measurements` : "Notes and measurements"}
          </Link>
        </div>
      )}
      {b.spamWords && (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-card border border-danger/30 bg-danger/5 p-3 text-sm">
          <p className="flex-1 text-ink">In Spam: {b.spamWords}.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="release" />
            <input type="hidden" name="id" value={b.id} />
            <input type="hidden" name="version" value={b.version} />
            <button type="submit" className={adminStyles.secondary} aria-label={`Not spam: ${b.reference}, ${b.name}`}>
              <Inbox aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Not spam
            </button>
          </Form>
        </div>
      )}
      {b.review && <ReviewAsk bookingId={b.id} reference={b.reference} name={b.name} review={b.review} back={b.back} />}
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {canConfirm && b.whatsApp && statusButton("confirmed", "Confirm on WhatsApp", true, "whatsapp")}
        {canConfirm && statusButton("confirmed", "Confirm", !b.whatsApp)}
        {b.next.filter((to) => to !== "confirmed").map((to) => statusButton(to, STATUS_ACTION[to], false))}
        <a
          href={telLink(b.phone_e164 ?? b.phone)}
          className={cn(adminStyles.secondary, "w-full sm:w-auto")}
          aria-label={`Call ${b.name}`}
        >
          <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Call
        </a>
      </div>
      {b.history.length > 0 && (
        <ul className="mt-3 space-y-1 text-xs text-ink-soft" aria-label={`History of ${b.reference}`}>
          {b.history.map((h) => (
            <li key={h.at + h.to_status}>
              {bookingStatusLabel(h.to_status)} by {h.admin_name}, {h.when}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
