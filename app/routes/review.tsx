import { data, redirect } from "react-router";
import {
  REVIEW_SCRIPTED_FIELD,
  ReviewForm,
  ReviewLinkClosed,
  ReviewThanks,
  type ReviewActionResult,
} from "~/components/reviews/review-form";
import { shellOf } from "~/components/site/site-context";
import { STORAGE_UNAVAILABLE_MESSAGE } from "~/lib/backup/storage-errors";
import { LINK_STATE_WORDS } from "~/lib/reviews/review-rules";
import { reviewPath } from "~/lib/reviews/review-token";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { readReview, reviewLinkState, submitReview } from "~/services/reviews/index.server";
import { currentSettings } from "~/services/settings/index.server";
import type { Route } from "./+types/review";

/** Read by the page: `sent`, the thanks after a review was stored (the page is never cached). */
export const handle: CachedPageHandle = { query: ["sent"] };

/**
 * /review/<token> — one customer's review of one visit (docs/behaviour.md, "Honest by
 * design"). A personal page: never cached, indexed or previewed. Its token is not sent
 * on to another site: the site's Referrer-Policy sends other sites the origin only, and
 * the one outward link (Google reviews) is noreferrer. (A `no-referrer` policy here
 * would make the browser post the form with `Origin: null`, which React Router refuses.) A link that cannot take a review says why: already used (409),
 * expired or for a visit no longer on record (410), unknown (404).
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Your review | ${shellOf(matches).storeName}` },
  { name: "robots", content: "noindex, nofollow" },
];

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
const REVIEW_BODY_MAX_BYTES = 16 * 1024;

export async function loader({ request, params }: Route.LoaderArgs) {
  const database = getDatabase();
  const view = await reviewLinkState(database, params.token);
  if (view.state === "used" && new URL(request.url).searchParams.get("sent") === "1") {
    const url = (await currentSettings(database)).claims.value.reviewsUrl.trim();
    return data({ view: "thanks" as const, googleReviewsUrl: url || null }, { headers: PRIVATE });
  }
  if (view.state !== "valid" || !view.link) {
    const words = LINK_STATE_WORDS[view.state as Exclude<typeof view.state, "valid">];
    return data({ view: "closed" as const, ...words }, { status: view.status, headers: PRIVATE });
  }
  return data(
    {
      view: "form" as const,
      formToken: issueFormToken(getConfig().sessionSecret),
      suggestedName: view.link.suggestedName,
      itemTitle: view.link.itemTitle,
    },
    { headers: PRIVATE },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, loaderHeaders.get(name) ?? value);
  return headers;
};

/** The form's POST, with or without JavaScript: stored through the one intake path, then the thanks. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const body = await readRequestBody(request, { maxBytes: REVIEW_BODY_MAX_BYTES });
  if (!body.ok) {
    return data<ReviewActionResult>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const config = getConfig();
  const submission = readReview(body.fields);
  const refused = (message: string) => submission.reply({ formErrors: [message] });
  let outcome;
  try {
    outcome = await submitReview(getDatabase(), params.token, body.fields, {
      address: clientAddress(context),
      secret: config.sessionSecret,
      rateLimited: !config.rateLimitsDisabled,
      submission,
    });
  } catch (error) {
    if (!reportWriteFailure(error)) throw error;
    const message = STORAGE_UNAVAILABLE_MESSAGE;
    return data<ReviewActionResult>({ message, reply: refused(message) }, STORAGE_UNAVAILABLE_INIT);
  }
  if (outcome.status === 201) {
    // Held for its form token: a page whose script runs posts the re-check back after a short wait.
    if (outcome.spam && outcome.recheck && body.fields[REVIEW_SCRIPTED_FIELD] === "1") {
      return data<ReviewActionResult>(
        { message: "", reply: submission.reply(), recheck: outcome.recheck },
        { status: 202 },
      );
    }
    throw redirect(`${reviewPath(params.token)}?sent=1`, { status: 303, headers: PRIVATE });
  }
  if (outcome.status === 400) {
    return data<ReviewActionResult>(
      { message: outcome.message, reply: outcome.reply },
      { status: 400, headers: PRIVATE },
    );
  }
  if (outcome.status === 429) {
    return data<ReviewActionResult>(
      { message: outcome.message, reply: refused(outcome.message) },
      { status: 429, headers: { ...PRIVATE, "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  // The link was used (another tab, a second visit), expired or its visit is gone: the page says so.
  return data<ReviewActionResult>(
    { message: outcome.message, closed: LINK_STATE_WORDS[outcome.state] },
    { status: outcome.status, headers: PRIVATE },
  );
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "thanks") return <ReviewThanks googleReviewsUrl={loaderData.googleReviewsUrl} />;
  if (loaderData.view === "closed") return <ReviewLinkClosed title={loaderData.title} text={loaderData.text} />;
  if (actionData?.closed) return <ReviewLinkClosed {...actionData.closed} />;
  return (
    <ReviewForm
      formToken={loaderData.formToken}
      suggestedName={loaderData.suggestedName}
      itemTitle={loaderData.itemTitle}
      result={actionData}
    />
  );
}
