import { data } from "react-router";
/**
 * The one reader of request bodies for every action and API route: JSON,
 * URL-encoded or multipart form data, with a byte limit counted while reading (a
 * client that lies about or omits Content-Length cannot make us buffer more), and
 * one answer per problem for every caller:
 *
 *   415  neither JSON nor form data
 *   413  more bytes than the route allows (the connection is then closed)
 *   400  a body that cannot be parsed, or JSON that is not an object
 *
 *   const body = await readRequestBody(request, { maxBytes: 16 * 1024 });
 *   // A JSON API:
 *   if (!body.ok) return bodyProblemResponse(body);
 *   // A form action, with its own result shape:
 *   if (!body.ok) return data({ ok: false, message: body.message }, { status: body.status, headers: body.headers });
 *   body.fields.title; // a string (from JSON: any value)
 *   body.files.photo; // a File part of multipart form data
 *   body.fileLists.photos; // every non-empty file sent under that name (several photos at once)
 *   body.valueLists.extraTypes; // every text value sent under that name (ticked checkboxes)
 */
export type BodyProblem = {
  ok: false;
  status: 400 | 413 | 415;
  message: string;
  headers: Record<string, string>;
};

export type RequestBody =
  | {
      ok: true;
      fields: Record<string, unknown>;
      files: Record<string, File>;
      fileLists: Record<string, File[]>;
      valueLists: Record<string, string[]>;
    }
  | BodyProblem;

/**
 * Past the limit nothing more is kept, but up to DRAIN_BYTES more is still read and
 * dropped: answering 413 while the client is still sending makes many clients see a
 * connection reset instead of the answer. Anything bigger is cut off at once.
 */
const DRAIN_BYTES = 1024 * 1024;

function problem(status: BodyProblem["status"], message: string): BodyProblem {
  // The rest of a too-large body is never read: the connection is not reused.
  return { ok: false, status, message, headers: status === 413 ? { Connection: "close" } : {} };
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!request.body) return declared > limit ? null : new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  if (declared > limit + DRAIN_BYTES) {
    await reader.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit + DRAIN_BYTES) {
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

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function isFormType(type: string): boolean {
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/** The bytes of a form body as FormData; throws on a body that does not parse as its type says. */
function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  return new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
}

/** A staff form post is a few fields; the photo uploads have their own, streamed reader. */
export const STAFF_FORM_MAX_BYTES = 64 * 1024;

/**
 * The posted form of a staff action, as `request.formData()` would give it, except
 * that anything else is the client's mistake, thrown as its 4xx answer (the route's
 * error boundary shows it) instead of a 500: JSON or text (415), a body over the
 * limit (413), multipart or URL-encoded data that does not parse (400).
 */
export async function readForm(request: Request, options = { maxBytes: STAFF_FORM_MAX_BYTES }): Promise<FormData> {
  const type = mediaType(request);
  const refuse = (status: BodyProblem["status"], message: string) => {
    const { headers } = problem(status, message);
    return data(message, { status, headers });
  };
  if (!isFormType(type)) throw refuse(415, "This form could not be read: it was not sent as form data.");
  const bytes = await readLimited(request, options.maxBytes);
  if (!bytes) throw refuse(413, `The form is too large (${describeBytes(options.maxBytes)} at most).`);
  try {
    return await parseForm(bytes, request.headers.get("Content-Type") ?? type);
  } catch {
    throw refuse(400, "The form data could not be read.");
  }
}

export async function readRequestBody(request: Request, options: { maxBytes: number }): Promise<RequestBody> {
  const type = mediaType(request);
  const isJson = type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
  const isForm = isFormType(type);
  if (!isJson && !isForm) return problem(415, "Send JSON or form data.");

  const bytes = await readLimited(request, options.maxBytes);
  if (!bytes) return problem(413, `The request is too large (${describeBytes(options.maxBytes)} at most).`);

  if (isJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return problem(400, "The request body is not valid JSON.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      return problem(400, "The request body must be a JSON object.");
    }
    return { ok: true, fields: parsed as Record<string, unknown>, files: {}, fileLists: {}, valueLists: {} };
  }

  try {
    const form = await parseForm(bytes, request.headers.get("Content-Type") ?? type);
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    const fileLists: Record<string, File[]> = {};
    const valueLists: Record<string, string[]> = {};
    // The first value of a repeated name counts, as for a plain form; a file input
    // with `multiple` repeats its name, so every file is also kept in order. A file
    // input left empty still sends a nameless empty part: that is no file.
    for (const [key, value] of form) {
      if (typeof value === "string") {
        if (!Object.hasOwn(fields, key)) fields[key] = value;
        if (Object.hasOwn(valueLists, key)) valueLists[key]!.push(value);
        else valueLists[key] = [value];
      } else {
        if (!Object.hasOwn(files, key)) files[key] = value;
        if (value.size > 0 || value.name) (fileLists[key] ??= []).push(value);
      }
    }
    return { ok: true, fields, files, fileLists, valueLists };
  } catch {
    return problem(400, "The form data could not be read.");
  }
}

/** The JSON answer for a refused body: `{ success: false, message }` with its status. */
export function bodyProblemResponse(body: BodyProblem): Response {
  return Response.json({ success: false, message: body.message }, { status: body.status, headers: body.headers });
}

/**
 * A form body's text fields as the browser sent them (repeated names repeated), for
 * a form's schema (Conform's parseWithZod reads the same shape in the browser).
 */
export function formValues(body: Extract<RequestBody, { ok: true }>): URLSearchParams {
  const values = new URLSearchParams();
  for (const [name, list] of Object.entries(body.valueLists)) for (const value of list) values.append(name, value);
  return values;
}

/** A text field of a read body ("" when absent or not text), cut to `max` characters. */
export function fieldText(fields: Record<string, unknown>, name: string, max = 10_000): string {
  const value = fields[name];
  return typeof value === "string" ? value.slice(0, max) : "";
}
