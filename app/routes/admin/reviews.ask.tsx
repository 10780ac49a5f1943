import { ArrowLeft, MessageCircle } from "lucide-react";
import { href, Link, redirect } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { staffTitle } from "~/components/admin/staff-title";
import { replyErrors } from "~/lib/forms/reply";
import { readAsk } from "~/lib/reviews/staff-forms";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { cn } from "~/lib/ui/cn";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { askRefusalMessage, createReviewLink } from "~/services/reviews/index.server";
import { storeTimeZone } from "~/services/settings/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/reviews.ask";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: staffTitle(matches, "Ask for a review", "Reviews") },
];

/** Nothing of its own to show without a post (the visits are in Orders); after one, the action's answer. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "staff-area");
  return null;
}

/**
 * POST /admin/reviews/ask: "Ask for a review" on a visited visit, from Orders or a
 * customer's page. The link is made through the reviews domain (once per visit, a
 * customer at most once a month). On WhatsApp, with JavaScript the answer is a
 * redirect to the chat with the message and the link written, so one tap opens it
 * (as "Confirm on WhatsApp" does); a plain form post answers with a page holding
 * the WhatsApp link to follow (a second tap: the page also shows what was sent). By e-mail the link is queued in the outbox and
 * the page says so; a refusal comes back to the page in its own words. Who may ask:
 * whoever may change a booking's status (the staff area).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "staff-area");
  assertSameOrigin(request);
  const form = await readForm(request);
  const back = backTo(form.get("back"));
  const refuse = (message: string) => redirectWithFlash(request, back, { tone: "error", message }, { status: 303 });
  const read = readAsk(form);
  if (!read.ok) throw await refuse(replyErrors(read.reply)[""] ?? "That could not be read.");
  const timeZone = await storeTimeZone();
  const result = await createReviewLink(getDatabase(), {
    bookingId: read.bookingId,
    actor: { id: admin.id, name: admin.name, username: admin.username },
    channel: read.channel,
    sessionSecret: getConfig().sessionSecret,
  });
  if (!result.ok) {
    throw await refuse(askRefusalMessage(result, (ms) => formatStoreTime(new Date(ms).toISOString(), timeZone)));
  }
  if (result.mailed) {
    throw await redirectWithFlash(
      request,
      back,
      { tone: "success", message: "The review link is on its way by e-mail. The visit shows when it was asked." },
      { status: 303 },
    );
  }
  // React Router's data request (the page's script): it follows a redirect to another site itself.
  if (result.whatsappUrl && new URL(request.url).pathname.endsWith(".data")) throw redirect(result.whatsappUrl, 303);
  // The link exists only now (only its hash is kept): this page holds it, once.
  return { whatsappUrl: result.whatsappUrl, url: result.url, message: result.message, back };
}

/** Back to the page that asked: a staff page of this site, nothing else (no open redirect). */
function backTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/admin\/[^/\\]/.test(value) && !value.includes("//")
    ? value
    : href("/admin/orders");
}

export default function AskForReview({ actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl sm:text-4xl">Ask for a review</h1>
        <p className="mt-3 text-ink-soft">
          Reviews are asked from a visit marked Visited, in{" "}
          <Link to={href("/admin/orders")} className="text-brass-deep underline underline-offset-4">
            Orders
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to={actionData.back}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        Back
      </Link>
      <h1 className="mt-3 text-3xl sm:text-4xl">Review link made</h1>
      <p className="mt-3 text-ink-soft">
        {actionData.whatsappUrl
          ? "Open WhatsApp: the message and the customer's own link are written, press send."
          : "This number cannot take a WhatsApp chat. Send the customer this message another way; it is shown only now."}
      </p>
      <blockquote className="mt-4 rounded-card border border-line bg-paper p-4 text-sm break-words whitespace-pre-wrap text-ink">
        {actionData.message}
      </blockquote>
      {actionData.whatsappUrl && (
        <a href={actionData.whatsappUrl} className={cn(adminStyles.primary, "mt-4 w-full sm:w-auto")}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Open WhatsApp
        </a>
      )}
    </div>
  );
}
