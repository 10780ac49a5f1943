import { redirect } from "react-router";
import { ALT_MIN, LIST_SPECS } from "~/lib/settings/showcase";
import { checkSlideAlt } from "~/lib/settings/slide-words";
import { charCount } from "~/lib/text/characters";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { processUpload } from "~/services/media/index.server";
import { currentSettings, addSlidePhoto } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { takeToken } from "~/services/platform/rate-limit.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { UPLOAD_RATE_LIMIT } from "./product-images";
import type { Route } from "./+types/showcase-photos";

/**
 * POST /admin/settings/showcase/:id/photos: one photograph for a showcase slide with
 * its description, through the media pipeline (recognised by content, bounded,
 * EXIF stripped, rendered in the list's frame and, for the home hero, a tall crop for
 * phones). Always back to the slide's page with what happened.
 */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const here = `/admin/settings/showcase/${params.id}`;
  const fail = (message: string) =>
    redirectWithFlash(request, `${here}#photos`, { tone: "error", message, place: "photos" });
  const database = getDatabase();
  const slide = (await currentSettings(database)).slides.find((s) => String(s.id) === params.id);
  if (!slide) throw redirect("/admin/settings/showcase");

  const body = await readRequestBody(request, { maxBytes: MAX_REQUEST_BYTES });
  if (!body.ok) {
    return fail(body.status === 413 ? "The photo is larger than 15 MB. Please send a smaller one." : body.message);
  }
  const file = body.fileLists.photo?.[0];
  if (!file) return fail("Choose a photo to upload.");
  const alt = checkSlideAlt(body.fields.alt);
  if (!alt.ok) return fail(alt.message);
  if (charCount(alt.alt) < ALT_MIN) {
    return fail(`Say what the photo shows (at least ${ALT_MIN} characters): visitors who cannot see it read that.`);
  }
  const allowed = await takeToken(database, UPLOAD_RATE_LIMIT, `admin:${admin.id}`);
  if (!allowed.allowed) {
    const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
    return fail(`Too many uploads for now. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  const spec = LIST_SPECS[slide.list];
  const processed = await processUpload(new Uint8Array(await file.arrayBuffer()), "The photo", {
    kind: spec.kind,
    ...(spec.phone ? { phone: spec.phone } : {}),
  });
  if (!processed.ok) return fail(processed.message);
  const added = await addSlidePhoto(database, admin, slide.id, processed, alt.alt);
  if (added.ok)
    return redirectWithFlash(request, `${here}#photos`, { tone: "success", message: "Photo added.", place: "photos" });
  if (added.reason === "invalid") return fail((added.problems ?? []).join(" "));
  return redirect("/admin/settings/showcase");
}
