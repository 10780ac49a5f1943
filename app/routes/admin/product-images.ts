import { data } from "react-router";
import { assertSameOrigin, requireAdmin } from "~/services/accounts/auth.server";
import { addUploadedImage } from "~/services/catalogue/product-photos.server";
import { getDatabase } from "~/services/platform/db.server";
import { type Flash, redirectWithFlash } from "~/services/platform/flash.server";
import { productId, productPhotoAction } from "~/services/catalogue/product-editor.server";
import { processUpload } from "~/services/media/media.server";
import { type RateLimit, takeToken } from "~/services/platform/rate-limit.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { withoutControlCharacters } from "~/lib/text/characters";
import type { Route } from "./+types/product-images";

/**
 * POST /admin/products/:id/images: photos for a product. The page's script sends one
 * photo per request (so it can show each one's progress) and asks for JSON; a plain
 * form (no JavaScript) sends several and comes back to the product page. The photo
 * buttons (move, remove) and the drag that reorders them post here too.
 */
export const UPLOAD_RATE_LIMIT: RateLimit = { bucket: "upload", limit: 60, windowMs: 10 * 60 * 1000 };
/** A plain form may carry a few phone photos at once; each is still at most 15 MB. */
const MAX_REQUEST_BYTES = 64 * 1024 * 1024;
const MAX_FILES = 12;

type FileResult = { name: string; ok: boolean; message?: string; imageId?: number };

function fileLabel(file: File): string {
  const name = withoutControlCharacters(file.name).trim();
  return name ? `“${name.length > 60 ? `${name.slice(0, 57)}…` : name}”` : "The file";
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  assertSameOrigin(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const id = productId(params.id);
  if (id === null) {
    const message = "There is no such product.";
    if (wantsJson) return data({ ok: false, message, results: [] as FileResult[] }, { status: 404 });
    throw data(message, { status: 404 });
  }
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return productPhotoAction(request, admin, id);
  }
  const back = (flash: Flash, headers: Record<string, string> = {}) =>
    redirectWithFlash(request, `/admin/products/${id}#photos`, { ...flash, place: "photos" }, { headers });
  const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
    wantsJson
      ? data({ ok: false, message, results: [] as FileResult[] }, { status, headers })
      : back({ tone: "error", message }, headers);

  const body = await readRequestBody(request, { maxBytes: MAX_REQUEST_BYTES });
  if (!body.ok) {
    const message =
      body.status === 413
        ? `The upload is larger than ${MAX_REQUEST_BYTES / 1024 / 1024} MB. Send fewer photos at a time.`
        : body.status === 415
          ? "Send the photos as form data."
          : body.message;
    return fail(body.status, message, body.headers);
  }
  const photos = body.fileLists.photos ?? [];
  if (photos.length === 0) return fail(400, "Choose at least one photo to upload.");
  if (photos.length > MAX_FILES) return fail(413, `Upload at most ${MAX_FILES} photos at a time.`);

  const database = getDatabase();
  const results: FileResult[] = [];
  let status = 200;
  for (const file of photos) {
    const label = fileLabel(file);
    const allowed = await takeToken(database, UPLOAD_RATE_LIMIT, `admin:${admin.id}`);
    if (!allowed.allowed) {
      const minutes = Math.ceil(allowed.retryAfterMs / 60_000);
      results.push({
        name: file.name,
        ok: false,
        message: `Too many uploads for now. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
      status = 429;
      break;
    }
    const processed = await processUpload(new Uint8Array(await file.arrayBuffer()), label);
    if (!processed.ok) {
      results.push({ name: file.name, ok: false, message: processed.message });
      status = processed.status;
      continue;
    }
    const added = await addUploadedImage(database, admin, id, processed);
    if (added.ok) results.push({ name: file.name, ok: true, imageId: added.value.imageId });
    else if (added.reason === "not-found") return fail(404, "This product no longer exists.");
    else {
      results.push({ name: file.name, ok: false, message: "problems" in added ? added.problems.join(" ") : "" });
      status = 422;
    }
  }

  const added = results.filter((r) => r.ok).length;
  const failed = results.filter((r) => !r.ok);
  if (wantsJson) {
    return data(
      { ok: failed.length === 0, message: failed.map((f) => f.message).join(" "), results },
      { status: added > 0 ? 200 : status },
    );
  }
  const addedWords = added === 1 ? "1 photo added." : `${added} photos added.`;
  if (failed.length) {
    const problems = failed.map((f) => f.message).join(" ");
    return back({ tone: "error", message: added ? `${added} added. ${problems}` : problems });
  }
  return back({ tone: "success", message: `${addedWords} Describe ${added === 1 ? "it" : "them"} below.` });
}
