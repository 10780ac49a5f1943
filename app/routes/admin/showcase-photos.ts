import { data, redirect } from "react-router";
import {
  PHOTOS_NOT_MOVED,
  PHOTOS_NOT_MOVED_SHOWN,
  type PhotoOrderAnswer,
  readIdList,
} from "~/lib/catalogue/photo-order";
import { moveIntent } from "~/lib/ui/move-intent";
import { ALT_MIN, LIST_SPECS } from "~/lib/settings/showcase";
import { checkSlideAlt } from "~/lib/settings/slide-words";
import { charCount } from "~/lib/text/characters";
import { assertSameOrigin, requirePermission, type SessionAdmin } from "~/services/accounts/index.server";
import { processUpload } from "~/services/media/index.server";
import { currentSettings, addSlidePhoto, reorderSlidePhotos } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { redirectWithFlash } from "~/services/platform/flash.server";
import { takeToken } from "~/services/platform/rate-limit.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import { UPLOAD_RATE_LIMIT } from "./product-images";
import { CONFLICT_MESSAGE } from "./showcase-slide";
import type { Route } from "./+types/showcase-photos";

/**
 * POST /admin/settings/showcase/:id/photos: one photograph for a showcase slide with
 * its description, through the media pipeline (recognised by content, bounded,
 * EXIF stripped, rendered in the list's frame and, for the home hero, a tall crop for
 * phones). Always back to the slide's page with what happened. The photos' moves
 * (make cover, drag, up and down) post here too.
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

  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return movePhotos(request, admin, slide.id, here);
  }

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

/**
 * The photo moves of a slide (make cover, move up, move down), as a product's: with
 * script the whole new order in one post answered in JSON, without it one form post
 * each, back to the slide. Each names the slide's version the page showed: a move made
 * on photos changed since is refused and nothing moves.
 */
async function movePhotos(request: Request, admin: SessionAdmin, id: number, here: string) {
  const back = (tone: "success" | "error", message: string) =>
    redirectWithFlash(request, `${here}#photos`, { tone, message, place: "photos" });
  const body = await readRequestBody(request, { maxBytes: 64 * 1024 });
  if (!body.ok) return back("error", body.message);
  const values = formValues(body);
  const intent = values.get("intent") ?? "";
  const version = Number(values.get("version"));
  const database = getDatabase();
  if (intent === "reorder-photos") {
    const result = await reorderSlidePhotos(database, admin, id, version, { ids: readIdList(values.get("order")) });
    if (result.ok) return data<PhotoOrderAnswer>({ ok: true, version: result.value.version });
    const conflict = result.reason === "conflict";
    return data<PhotoOrderAnswer>(
      { ok: false, conflict, message: conflict ? PHOTOS_NOT_MOVED : "This slide no longer exists." },
      { status: conflict ? 409 : 404 },
    );
  }
  const move = moveIntent(intent, ["photo"], { first: true });
  if (!move) return back("error", "That photo action is not known. Reload the page and try again.");
  const result = await reorderSlidePhotos(database, admin, id, version, { id: move.id, step: move.step });
  if (result.ok) return redirect(`${here}#photos`);
  if (result.reason === "conflict") return back("error", `${CONFLICT_MESSAGE}. ${PHOTOS_NOT_MOVED_SHOWN}`);
  return redirect("/admin/settings/showcase");
}
