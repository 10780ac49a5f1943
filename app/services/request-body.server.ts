/**
 * Reads a small request body with a hard limit counted while reading, so a client
 * that lies about (or omits) Content-Length cannot make us buffer more than the limit.
 */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult =
  | { kind: "fields"; fields: Record<string, unknown> }
  | { kind: "too-large" }
  | { kind: "unsupported" }
  | { kind: "malformed"; message: string };

/**
 * Past the limit nothing more is kept, but up to DRAIN_MAX_BYTES is still read and
 * dropped: answering 413 while the client is still sending makes many clients see a
 * connection reset instead of the answer. Anything bigger is cut off at once.
 */
const DRAIN_MAX_BYTES = 1024 * 1024;

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!request.body) return declared > limit ? null : new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  if (declared > DRAIN_MAX_BYTES) {
    await reader.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** JSON, URL-encoded or multipart form data, as plain fields. */
export async function readFields(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const isJson = type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!isJson && !isForm) return { kind: "unsupported" };

  const bytes = await readLimited(request, limit);
  if (!bytes) return { kind: "too-large" };

  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return { kind: "malformed", message: "The request body is not valid JSON." };
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return { kind: "malformed", message: "The request body must be a JSON object." };
    }
    return { kind: "fields", fields: parsed as Record<string, unknown> };
  }

  try {
    const form = await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? type },
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
    return { kind: "fields", fields };
  } catch {
    return { kind: "malformed", message: "The form data could not be read." };
  }
}
