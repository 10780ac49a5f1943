import { ArrowLeft, Mail, MessageCircle, Phone } from "lucide-react";
import { data, href, Link } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { InboxActionFeedback } from "~/components/admin/inbox/inbox-action-feedback";
import { MessageList } from "~/components/admin/inbox/message-list";
import { Pager } from "~/components/admin/pager";
import { EmailLink, PhoneLink } from "~/components/admin/contact-links";
import { staffTitle } from "~/components/admin/staff-title";
import { currentSettings, storeToday, storeTimeZone } from "~/services/settings/index.server";
import { assertPermission, assertSameOrigin, requireAdmin, staffName } from "~/services/accounts/index.server";
import { bookingsOfCustomer } from "~/services/bookings/index.server";
import { mailConfigured } from "~/services/mail/index.server";
import { reviewsForCustomer, visitReviewStates } from "~/services/reviews/index.server";
import { takeFlash } from "~/services/platform/flash.server";
import { FormMessage } from "~/components/admin/form-message";
import { ReviewAsk } from "~/components/admin/reviews/review-ask";
import { ReviewStars } from "~/components/admin/reviews/review-stars";
import { visitReviewView } from "~/lib/reviews/staff-figures";
import {
  getCustomer,
  customerProfile,
  deleteCustomer,
  isNoteIntent,
  runNoteAction,
} from "~/services/customers/index.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { plural } from "~/lib/inbox/inbox-actions";
import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { useStaffCan } from "~/components/admin/use-staff-can";
import { inboxAction } from "~/services/inbox/index.server";
import { ageWords, formatStoreTime } from "~/lib/time/admin-dates";
import { cn } from "~/lib/ui/cn";
import { bookingStatusLabel } from "~/lib/booking/booking-fields";
import { describeSlot } from "~/lib/booking/booking-slots";
import { isDated, measuredAgo, measuredOn } from "~/lib/customers/measurements";
import { CustomerMemory } from "~/components/admin/customer-memory";
import { categoryLabel } from "~/lib/contact/contact-fields";
import { replyLinks } from "~/lib/inbox/message-replies";
import { recordLanguage } from "~/lib/intake/language";
import { LanguageTag } from "~/components/admin/language-tag";
import { ADMIN_PAGE_SIZE, parsePage } from "~/lib/paging";
import { bookingSubject } from "~/lib/booking/booking-links";
import { getDatabase } from "~/services/platform/db.server";
import { Forbidden, isForbidden } from "~/components/admin/forbidden";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/customers.$key";

/**
 * One person: how to reach them, every message they sent and every visit they
 * booked, and the shop's notes and measurements of them. Someone who only ever
 * booked (a walk-in) has a page too.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const database = getDatabase();
  const [found, bookings, profile] = await Promise.all([
    getCustomer(database, params.key, page, ADMIN_PAGE_SIZE),
    bookingsOfCustomer(database.db, params.key),
    customerProfile(database.db, params.key),
  ]);
  const booker = bookings[0];
  if (!found && !booker && profile.notes.length + profile.measurements.length === 0) throw data(null, { status: 404 });
  const customer = found ?? {
    key: params.key,
    name: booker?.name ?? "Customer",
    phone: booker?.phone ?? params.key,
    phone_e164: booker?.phone_e164 ?? (params.key.startsWith("+") ? params.key : null),
    email: params.key.includes("@") ? params.key : "",
    otherNames: [],
    otherEmails: [],
    otherPhones: [],
    messages: 0,
    first_at: booker?.created_at ?? "",
    last_at: booker?.created_at ?? "",
    page: { rows: [], total: 0, more: false, page: 1, pageCount: 1 },
  };
  const now = Date.now();
  const settings = await currentSettings();
  const today = storeToday(settings, now);
  const [reviewStates, reviews, { flash, headers }] = await Promise.all([
    visitReviewStates(database, bookings, { mail: mailConfigured(), now }),
    reviewsForCustomer(database, params.key),
    takeFlash(request),
  ]);
  const reviewed = new Set(bookings.map((b) => b.id));
  // The language they last wrote or booked in: the reply links greet them in it.
  const language = recordLanguage(customer.page.rows[0]?.language ?? booker?.language);
  return data(
    {
      flash,
      back: href("/admin/customers/:key", { key: params.key }),
      bookings: bookings.map((b) => ({
        id: b.id,
        reference: b.reference,
        name: b.name,
        what: bookingSubject(b),
        when: describeSlot(b.date, b.time),
        status: bookingStatusLabel(b.status),
        language: b.language,
        review: visitReviewView(reviewStates.get(b.id), timeZone),
      })),
      // Reviews of visits no longer listed (deleted, or older than the list): beside the visits all the same.
      otherReviews: reviews
        .filter((r) => r.bookingId === null || !reviewed.has(r.bookingId))
        .map((r) => ({
          id: r.id,
          stars: r.stars,
          when: formatStoreTime(r.createdAt, timeZone),
          item: r.item?.title ?? null,
        })),
      customer: {
        ...customer,
        first: customer.first_at ? formatStoreTime(customer.first_at, timeZone) : "—",
        last: customer.last_at ? formatStoreTime(customer.last_at, timeZone) : "—",
        language,
      },
      links: replyLinks(
        { ...customer, subject: "", phoneE164: customer.phone_e164, language },
        settings.details.value.name,
      ),
      rows: customer.page.rows.map((m) => ({
        ...m,
        categoryLabel: categoryLabel(m.category) ?? "",
        date: formatStoreTime(m.created_at, timeZone),
        age: ageWords(m.created_at, now, timeZone),
      })),
      notes: profile.notes.map((n) => ({
        id: n.id,
        body: n.body,
        when: formatStoreTime(n.created_at, timeZone),
        by: n.created_by,
      })),
      // Each record with its year and its age: bodies change, so how old a record is matters as much as what it says.
      measurements: profile.measurements.map((m) => ({
        ...m,
        takenOn: measuredOn(m.taken_on),
        ago: measuredAgo(m.taken_on, today),
        dated: isDated(m.taken_on, today),
        takenBy: m.taken_by,
      })),
      today,
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.customer.name ?? "Customer", "Customers") },
];

/** The same bulk actions as the message list, on this person's messages; and their notes and measurements. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete-customer") {
    assertPermission(request, admin, "delete-permanently");
    if (form.get("confirmed") !== "yes") return data({ deleted: false }, { status: 400 });
    const done = await deleteCustomer(getDatabase(), params.key, {
      id: admin.id,
      name: admin.name,
      username: admin.username,
    });
    const parts = [
      plural(done.messages, "message"),
      plural(done.bookings, "visit"),
      plural(done.notes + done.measurements, "note or measurement", "notes and measurements"),
    ];
    throw await redirectWithFlash(
      request,
      href("/admin/customers"),
      {
        tone: "success",
        message: `Customer deleted for good: ${parts.join(", ")}.${done.reviews ? ` Their ${plural(done.reviews, "review")} keep${done.reviews === 1 ? "s" : ""} its stars in the average, without name or words.` : ""}`,
      },
      { status: 303 },
    );
  }
  if (isNoteIntent(intent)) {
    if (intent.startsWith("delete-")) assertPermission(request, admin, "delete-permanently");
    const today = storeToday(await currentSettings(), Date.now());
    const result = await runNoteAction(getDatabase(), params.key, form, staffName(admin), today);
    return data({ note: result }, { status: result.ok ? 200 : 400 });
  }
  return inboxAction(request, admin, { form });
}

const contactButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-card border border-ink/30 bg-paper px-4 text-sm font-semibold text-ink transition-colors hover:border-ink";

export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer: c, links, rows, bookings, otherReviews, notes, measurements, today, flash, back } = loaderData;
  const canDelete = useStaffCan("delete-permanently");
  const noteResult = actionData && "note" in actionData ? actionData.note : undefined;
  const inboxResult = actionData && !("note" in actionData) && !("deleted" in actionData) ? actionData : undefined;
  const others = [
    ["Also wrote as", c.otherNames],
    ["Other e-mails", c.otherEmails],
    ["Other phones", c.otherPhones],
  ] as const;
  return (
    <div className="mx-auto max-w-7xl">
      <Link
        to="/admin/customers"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        All customers
      </Link>
      <p className={cn(adminStyles.eyebrow, "mt-2")}>Customer</p>
      <h1 className="mt-3 text-4xl break-words sm:text-5xl">{c.name}</h1>
      <LanguageTag language={c.language} className="mt-2" />

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-2 rounded-card border border-line bg-paper p-4 text-sm sm:p-5">
          <dt className="text-ink-soft">Phone</dt>
          <dd>
            <PhoneLink phone={c.phone} e164={c.phone_e164} />
          </dd>
          {c.email && (
            <>
              <dt className="text-ink-soft">Email</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">
                <EmailLink email={c.email} />
              </dd>
            </>
          )}
          <dt className="text-ink-soft">Messages</dt>
          <dd>{c.messages}</dd>
          <dt className="text-ink-soft">First contact</dt>
          <dd>{c.first}</dd>
          <dt className="text-ink-soft">Last contact</dt>
          <dd>{c.last}</dd>
          {others.map(([label, values]) =>
            values.length ? (
              <div key={label} className="contents">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="min-w-0 break-words">{values.join(", ")}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <div className="grid content-start gap-2">
          {c.email && (
            <a href={links.email} className={contactButton}>
              <Mail aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              E-mail
            </a>
          )}
          {links.whatsapp && (
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={contactButton}>
              <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <a href={links.call} className={contactButton}>
            <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Call
          </a>
        </div>
      </div>

      <CustomerMemory notes={notes} measurements={measurements} today={today} result={noteResult} />

      {flash && (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      )}

      {bookings.length + otherReviews.length > 0 && (
        <section aria-labelledby="customer-bookings-title">
          <h2 id="customer-bookings-title" className="mt-10 text-2xl">
            Visits booked
          </h2>
          <ul className="mt-4 grid gap-2">
            {bookings.map((b) => (
              <li key={b.id} className="rounded-card border border-line bg-paper p-3 text-sm sm:p-4">
                <Link
                  to={`/admin/orders?q=${encodeURIComponent(b.reference)}`}
                  className="font-mono font-medium text-brass-deep underline underline-offset-4"
                >
                  {b.reference}
                </Link>{" "}
                · {b.status} · <span className="font-medium text-ink">{b.when}</span>{" "}
                <LanguageTag language={b.language} />
                <span className="block break-words text-ink-soft">{b.what}</span>
                {b.review && (
                  <ReviewAsk bookingId={b.id} reference={b.reference} name={b.name} review={b.review} back={back} />
                )}
              </li>
            ))}
            {otherReviews.map((r) => (
              <li key={`review-${r.id}`} className="rounded-card border border-line bg-paper p-3 text-sm sm:p-4">
                <Link
                  to={href("/admin/reviews/:id", { id: String(r.id) })}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-brass-deep underline underline-offset-4"
                >
                  <ReviewStars stars={r.stars} />
                  Review of {r.when}
                </Link>
                {r.item && <span className="block break-words text-ink-soft">{r.item}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2 className="mt-10 text-2xl">Messages</h2>
      <InboxActionFeedback actionData={inboxResult} />
      {rows.length === 0 ? (
        <p className="mt-4 rounded-card border border-line bg-paper p-6 text-center text-ink-soft">
          No messages on this page.
        </p>
      ) : (
        <MessageList
          rows={rows}
          firstNumber={(c.page.page - 1) * ADMIN_PAGE_SIZE + 1}
          listQuery={new URLSearchParams({ status: "all" })}
          archivedView={false}
        />
      )}
      {c.page.pageCount > 1 && <Pager page={c.page.page} pageCount={c.page.pageCount} label="Message pages" />}

      {canDelete && (
        <details className="mt-12 rounded-card border border-danger/30 bg-paper p-4 text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-danger">
            <Trash2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Delete this customer
          </summary>
          <p className="mt-2 text-ink">
            Their messages, visits, notes and measurements go for good, as the customer may ask under the DPDP Act.
            Their reviews stay in the average by their stars, without their name or words.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete-customer" />
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" className={adminStyles.dangerSolid}>
              Delete {c.name} for good
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <Forbidden />;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="font-display text-6xl text-brass-deep">404</p>
      <h1 className="mt-2 text-3xl">No such customer</h1>
      <p className="mt-2 text-ink-soft">Their messages may have been deleted.</p>
      <Link to="/admin/customers" className="mt-4 inline-block text-brass-deep underline underline-offset-4">
        All customers
      </Link>
    </div>
  );
}
