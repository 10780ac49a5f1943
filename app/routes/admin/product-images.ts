import { data } from "react-router";
import { parseRecordId } from "~/lib/record-id";
import { parseCrop } from "~/lib/media/crop";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/index.server";
import { addUploadedImage, productPhotoAction } from "~/services/catalogue/index.server";
import { processUpload, fileLabel, readPhotoUploads } from "~/services/media/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { type Flash, redirectWithFlash } from "~/services/platform/flash.server";
import { type RateLimit, takeToken } from "~/services/platform/rate-limit.server";
import type { Route } from "./+types/product-images";

/**
 * POST /admin/products/:id/images: photos for a product. The page's script sends one
 * photo per request (so it can show each one's progress) and asks for JSON; a plain
 * form (no JavaScript) sends several and comes back to the product page. The photo
 * buttons (move, remove) and the drag that reorders them post here too. A photo added
 * here is a draft until the product is saved. `?back=photo-day` answers the photo day's
 * plain forms with its page; `?crop=x,y,zoom` (its numbers, lib/media/crop.ts) cuts
 * each photo of the post to the card's shape there.
 */
export const UPLOAD_RATE_LIMIT: RateLimit = { bucket: "upload", limit: 60, windowMs: 10 * 60 * 1000 };

type FileResult = { name: string; ok: boolean; message?: string; imageId?: number };

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const id = parseRecordId(params.id);
  if (id === null) {
    const message = "There is no such product.";
    if (wantsJson) return data({ ok: false, message, results: [] as FileResult[] }, { status: 404 });
    throw data(message, { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  const photoDay = query.get("back") === "photo-day";
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return productPhotoAction(request, admin, id, photoDay);
  }
  const crop = parseCrop(query.get("crop")) ?? undefined;
  // Back to the product's page, built from the id as read: the raw path segment could
  // carry CR/LF or letters a Location header cannot hold.
  const back = (flash: Flash, headers: Record<string, string> = {}) =>
    photoDay
      ? redirectWithFlash(request, "/admin/photo-day", flash, { headers })
      : redirectWithFlash(request, `/admin/products/${id}#photos`, { ...flash, place: "photos" }, { headers });
  const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
    wantsJson
      ? data({ ok: false, message, results: [] as FileResult[] }, { status, headers })
      : back({ tone: "error", message }, headers);

  // Each photo is checked, rendered and stored as soon as it has arrived, before the next is read.
  const database = getDatabase();
  const results: FileResult[] = [];
  let status = 200;
  let limited = false;
  let gone = false;
  const read = await readPhotoUploads(request, async (file) => {
    if (limited || gone) return;
    const label = fileLabel(file.name);
    const allowed = await takeToken(database, UPLOAD_RATE_LIMIT, `admin:${admin.id}`);
    if (!allowed.allowed) {
      const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
      results.push({
        name: file.name,
        ok: false,
        message: `Too many uploads for now. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
      status = 429;
      limited = true;
      return;
    }
    const processed = await processUpload(new Uint8Array(await file.arrayBuffer()), label, undefined, crop);
    if (!processed.ok) {
      results.push({ name: file.name, ok: false, message: processed.message });
      status = processed.status;
      return;
    }
    const added = await addUploadedImage(database, admin, id, processed);
    if (added.ok) results.push({ name: file.name, ok: true, imageId: added.value.imageId });
    else if (added.reason === "not-found") gone = true;
    else {
      results.push({ name: file.name, ok: false, message: "problems" in added ? added.problems.join(" ") : "" });
      status = 422;
    }
  });
  if (gone) return fail(404, "This product no longer exists.");
  if (!read.ok) {
    // Photos stored before the refusal stay; the message says what stopped the rest.
    results.push({ name: "", ok: false, message: read.message });
    if (!results.some((r) => r.ok)) {
      return fail(read.status, results.map((r) => r.message).join(" "), read.headers);
    }
    status = read.status;
  } else if (read.files === 0) {
    return fail(400, "Choose at least one photo to upload.");
  }

  const added = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  if (wantsJson) {
    return data(
      { ok: failed.length === 0, message: failed.map((f) => f.message).join(" "), results },
      { status: added > 0 ? 200 : status },
    );
  }
  const addedWords = added === 1 ? "1 photo added as a draft." : `${added} photos added as drafts.`;
  if (failed.length) {
    const problems = failed.map((f) => f.message).join(" ");
    return back({ tone: "error", message: added ? `${added} added. ${problems}` : problems });
  }
  const them = added === 1 ? "it" : "them";
  return back({
    tone: "success",
    message: `${addedWords} Describe ${them} below and save: the site shows ${them} once saved.`,
  });
}
