import { href, redirect } from "react-router";
import { replyErrors } from "~/lib/forms/reply";
import { readAsk } from "~/lib/reviews/staff-forms";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { askRefusalMessage, createReviewLink } from "~/services/reviews/index.server";
import { storeTimeZone } from "~/services/settings/index.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/reviews.ask";

/**
 * POST /admin/reviews/ask: "Ask for a review" on a visited visit, from Orders or a
 * customer's page, with or without JavaScript. The link is made through the reviews
 * domain (once per visit, a customer at most once a month); on WhatsApp the answer is
 * a redirect to the chat with the message and the link written, so one tap opens it
 * (as "Confirm on WhatsApp" does); by e-mail it is queued in the outbox and the page
 * says so. A refusal comes back to the page in its own words. Who may ask: whoever may
 * change a booking's status (the staff area).
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
  if (result.channel === "whatsapp" && result.whatsappUrl) throw redirect(result.whatsappUrl, 303);
  throw await redirectWithFlash(
    request,
    back,
    result.mailed
      ? { tone: "success", message: "The review link is on its way by e-mail. The visit shows when it was asked." }
      : // Made, but the number cannot take a WhatsApp chat: the link is shown this once to pass on by hand.
        { tone: "success", message: `Review link made. Send it to the customer yourself: ${result.url}` },
    { status: 303 },
  );
}

/** Back to the page that asked: a staff page of this site, nothing else (no open redirect). */
function backTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/admin\/[^/\\]/.test(value) && !value.includes("//")
    ? value
    : href("/admin/orders");
}
