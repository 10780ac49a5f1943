import { data, href, redirect } from "react-router";
import { type BookActionResult, BookingForm, SCRIPTED_FIELD } from "~/components/booking/booking-form";
import { pageFor } from "~/content/routes-meta";
import { shellOf } from "~/components/site/site-context";
import { bookableDays, describeSlot } from "~/lib/booking/booking-slots";
import { pageMeta } from "~/lib/seo/seo";
import { bookingPass, findBookableItem, fullSlots, submitBooking } from "~/services/bookings/index.server";
import { PER_VISITOR_HEADERS, type CachedPageHandle } from "~/services/page-cache/index.server";
import { currentSettings, hoursRule, publishedHours } from "~/services/settings/index.server";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import { confirmationPath } from "~/lib/booking/booking-links";
import { readBooking } from "~/lib/booking/booking-schema";
import { pageLanguage } from "~/lib/intake/language";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { STORAGE_UNAVAILABLE_MESSAGE } from "~/lib/backup/storage-errors";
import type { Route } from "./+types/book";

/**
 * The page cache keys this page on these query parameters only: item and purpose
 * fill the form; ref, pass and sent are old confirmation links, sent on to their
 * own address (a redirect is never cached, so each must be a key of its own).
 */
export const handle: CachedPageHandle = { query: ["ref", "pass", "sent", "item", "purpose"] };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(pageFor("/book"), shellOf(matches));

const BOOKING_BODY_MAX_BYTES = 32 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const config = getConfig();
  const database = getDatabase();
  // The confirmation used to be this page with ?ref=…&pass=… (or ?sent=1): old links still lead there.
  const reference = url.searchParams.get("ref");
  if (reference !== null) throw redirect(confirmationPath(reference, url.searchParams.get("pass") ?? ""), 301);
  if (url.searchParams.get("sent") === "1") throw redirect(href("/book/received"), 301);
  const itemRef = url.searchParams.get("item");
  const item = itemRef ? await findBookableItem(database.db, itemRef) : null;
  const now = Date.now();
  const snapshot = await currentSettings(database);
  return data(
    {
      rule: publishedHours(snapshot, now),
      formToken: issueFormToken(config.sessionSecret, now),
      kind: item ? ("trial" as const) : ("fitting" as const),
      item,
      itemMissing: Boolean(itemRef) && !item,
      purpose: url.searchParams.get("purpose") ?? "",
      days: bookableDays(now, hoursRule(snapshot)),
      full: await fullSlots(database, config.slotCapacity, now),
    },
    { headers: PER_VISITOR_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? PER_VISITOR_HEADERS["Cache-Control"]);
  return headers;
};

/** The form's POST, with or without JavaScript: stored, then the visitor is sent to the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request, { maxBytes: BOOKING_BODY_MAX_BYTES });
  if (!body.ok) {
    return data<BookActionResult>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const fields = { ...body.fields };
  // "Take 3:30 PM instead": a suggested slot's button carries its date and time.
  const slot = typeof fields.slot === "string" ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(fields.slot) : null;
  if (slot) {
    fields.date = slot[1];
    fields.time = slot[2];
  }
  const config = getConfig();
  // Read once: every refusal's reply carries what was typed back to the form.
  const read = readBooking(fields);
  const refused = (message: string, fieldErrors?: Record<string, string[]>) =>
    read.submission.reply({ formErrors: [message], ...(fieldErrors ? { fieldErrors } : {}) });
  let outcome;
  try {
    outcome = await submitBooking(getDatabase(), fields, {
      address: clientAddress(context),
      secret: config.sessionSecret,
      rateLimited: !config.rateLimitsDisabled,
      capacity: config.slotCapacity,
      storeNetwork: config.storeNetwork,
      read,
      // The page's own language (/kn/book posts to itself), never a field or a Referer.
      language: pageLanguage(request.url),
    });
  } catch (error) {
    if (!reportWriteFailure(error)) throw error;
    const message = STORAGE_UNAVAILABLE_MESSAGE;
    return data<BookActionResult>({ message, reply: refused(message) }, STORAGE_UNAVAILABLE_INIT);
  }
  if (outcome.status === 201) {
    // Held for its form token: a page whose script runs posts the re-check back after a short wait.
    if (outcome.spam && outcome.recheck && fields[SCRIPTED_FIELD] === "1") {
      return data<BookActionResult>(
        { message: "", reply: read.submission.reply(), recheck: outcome.recheck },
        { status: 202 },
      );
    }
    // Kept in Orders' Spam: the store sees it and calls; the visitor is told it was received.
    if (outcome.spam) throw redirect(href("/book/received"), 303);
    throw redirect(confirmationPath(outcome.reference, bookingPass(config.sessionSecret, outcome.reference)), 303);
  }
  if (outcome.status === 400) {
    return data<BookActionResult>({ message: outcome.message, reply: outcome.reply }, { status: 400 });
  }
  if (outcome.status === 409) {
    return data<BookActionResult>(
      {
        message: outcome.message,
        reply: refused(outcome.message, { time: [outcome.message] }),
        alternatives: outcome.alternatives.map((s) => ({ ...s, words: describeSlot(s.date, s.time) })),
      },
      { status: 409 },
    );
  }
  return data<BookActionResult>(
    { message: outcome.message, reply: refused(outcome.message) },
    { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
  );
}

/** The booking form; a booked visit is at /book/:reference (routes/book-confirmation.tsx). */
export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingForm {...loaderData} result={actionData} />;
}
