/**
 * Reads a multipart upload with a hard byte limit counted while reading (a client that
 * lies about or omits Content-Length cannot make us buffer more), and answers the
 * same 400/413/415 as every other body reader. Unlike a plain form, every file of a
 * repeated field is kept: a phone posts several photos under one name.
 */
export type UploadBody =
  { ok: true; fields: Record<string, string>; files: File[] } | { ok: false; status: 400 | 413 | 415; message: string };

export async function readUploadBody(request: Request, field: string, maxBytes: number): Promise<UploadBody> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return { ok: false, status: 415, message: "Send the photos as form data." };
  const tooLarge = {
    ok: false,
    status: 413,
    message: `The upload is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB. Send fewer photos at a time.`,
  } as const;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes || !request.body) {
    await request.body?.cancel().catch(() => {});
    return declared > maxBytes ? tooLarge : { ok: false, status: 400, message: "The upload is empty." };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    const form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { "Content-Type": request.headers.get("Content-Type")! },
    }).formData();
    const fields: Record<string, string> = {};
    const files: File[] = [];
    for (const [key, value] of form) {
      if (typeof value === "string") {
        if (!Object.hasOwn(fields, key)) fields[key] = value;
      } else if (key === field && value.size > 0) {
        files.push(value);
      }
    }
    return { ok: true, fields, files };
  } catch {
    return { ok: false, status: 400, message: "The upload could not be read." };
  }
}
