import { data, redirect } from "react-router";
import { PHOTOS_NOT_MOVED_SHOWN, type PhotoOrderAnswer, readIdList } from "~/lib/catalogue/photo-order";
import { ALT_MIN, LIST_SPECS, SLIDE_CONFLICT } from "~/lib/settings/showcase";
import { moveIntent } from "~/lib/ui/move-intent";
import { checkSlideAlt } from "~/lib/settings/slide-words";
import { charCount } from "~/lib/text/characters";
import { assertSameOrigin, requirePermission, type SessionAdmin } from "~/services/accounts/index.server";
import { processUpload } from "~/services/media/index.server";
import { addSlidePhoto, currentSettings, orderSlidePhotos, postedNumber } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { takeToken } from "~/services/platform/rate-limit.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { UPLOAD_RATE_LIMIT } from "./product-images";
import type { Route } from "./+types/showcase-photos";

/**
 * POST /admin/settings/showcase/:id/photos: a showcase slide's photos, as a product's
 * go to its images route. One photograph with its description, through the media
 * pipeline (recognised by content, bounded, EXIF stripped, rendered in the list's
 * frame and, for the home hero, a tall crop for phones); and their order: the
 * script's whole order (drag, "Make cover") answered in JSON, or one move of the
 * slide form's buttons without script. Each names the slide's version the page
 * showed. Back to the slide's page with what happened, except for the script.
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
  if (body.ok && typeof body.fields.intent === "string") {
    return orderPhotos(request, admin, slide.id, body.fields, here);
  }
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
  if (added.ok) {
    const message = added.value.tookArtworksPlace ? "Photo added in place of a generated picture." : "Photo added.";
    return redirectWithFlash(request, `${here}#photos`, { tone: "success", message, place: "photos" });
  }
  if (added.reason === "invalid") return fail((added.problems ?? []).join(" "));
  return redirect("/admin/settings/showcase");
}

/** The photos' order: a whole one from the script (JSON), or one move of a plain form. */
async function orderPhotos(
  request: Request,
  admin: SessionAdmin,
  id: number,
  fields: Record<string, unknown>,
  here: string,
) {
  const database = getDatabase();
  const version = postedNumber(fields.version);
  if (fields.intent === "reorder-photos") {
    const ordered = await orderSlidePhotos(database, admin, id, version, {
      ids: readIdList(typeof fields.order === "string" ? fields.order : ""),
    });
    const answer: PhotoOrderAnswer = ordered.ok
      ? { ok: true, version: ordered.value.version }
      : ordered.reason === "conflict"
        ? { ok: false, conflict: true, message: SLIDE_CONFLICT }
        : { ok: false, conflict: false, message: "A photo was removed meanwhile: reload the page to see them." };
    return data(answer, { status: ordered.ok ? 200 : ordered.reason === "conflict" ? 409 : 404 });
  }
  const back = (tone: "success" | "error", message: string) =>
    redirectWithFlash(request, `${here}#photos`, { tone, message, place: "photos" });
  const move = moveIntent(fields.intent, ["photo"], { first: true });
  if (!move) return back("error", "That photo action is not known. Reload the page and try again.");
  const moved = await orderSlidePhotos(database, admin, id, version, { id: move.id, step: move.step });
  if (moved.ok) {
    return back("success", move.step === "first" ? "New cover: the site shows it first now." : "Photo moved.");
  }
  return back(
    "error",
    moved.reason === "conflict"
      ? `${SLIDE_CONFLICT}. ${PHOTOS_NOT_MOVED_SHOWN}`
      : "A photo was removed meanwhile: below they are as they are now.",
  );
}
