import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import pLimit from "p-limit";
import { withoutControlCharacters } from "../../lib/text/characters.ts";
import { MAX_UPLOAD_BYTES } from "./media.server.ts";

/**
 * Reading a staff photo upload (multipart form data). The body is read as it
 * arrives, outside any queue, each file kept once its last byte is in; a file past
 * 15 MB is refused the moment its 15 MB are read, without reading on. Only once the
 * whole body has arrived does the upload take a turn to be checked, rendered and
 * stored: a phone sending slowly holds no one's place, and the upload queue admits by
 * bytes arrived, not by arrival order. (A body that stops arriving altogether is cut
 * by the server after BODY_IDLE_TIMEOUT_MS: server/body-idle.ts.)
 *
 * Memory stays bounded: the uploads being read or waiting for their turn together
 * may announce at most UPLOAD_BUFFER_BYTES (Content-Length, or the largest body
 * allowed when it is not given); at most UPLOADS_AT_ONCE uploads are processed at a
 * time and UPLOADS_WAITING wait for a turn; past either an upload is refused at once
 * with 503. Ten phones sending 50 MB each cannot take the server's memory, nor the
 * CPU the public pages need.
 */
export const UPLOADS_AT_ONCE = 2;
export const UPLOADS_WAITING = 8;
export const MAX_FILES_PER_UPLOAD = 12;
const MAX_BODY_BYTES = MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_BUFFER_BYTES = 2 * MAX_BODY_BYTES;

export type UploadRefusal = {
  ok: false;
  status: 400 | 413 | 415 | 503;
  message: string;
  headers: Record<string, string>;
};

let bufferedBytes = 0;

const uploads = pLimit(UPLOADS_AT_ONCE);

/** Runs `read` in an upload turn, or returns null when too many uploads are waiting already. */
async function inUploadTurn<T>(read: () => Promise<T>): Promise<T | null> {
  if (uploads.activeCount >= UPLOADS_AT_ONCE && uploads.pendingCount >= UPLOADS_WAITING) return null;
  return uploads(read);
}

/**
 * Past a limit the rest of the body is still read and dropped up to this much:
 * answering while a client is still sending makes many clients see a connection
 * reset instead of the answer. Anything bigger is cut off (Connection: close).
 */
const DRAIN_BYTES = 1024 * 1024;

/**
 * The request's body, with the name of the file part being read kept up to date
 * (from its Content-Disposition header as it streams past), so a file refused for
 * its size mid-stream can still be named. It reads the request one chunk at a time,
 * never two reads at once: React Router's Node stream adapter can stall on that.
 */
function watchedBody(source: ReadableStream<Uint8Array>, onFileName: (name: string) => void) {
  const reader = source.getReader();
  let tail = Buffer.alloc(0);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      const seen = Buffer.concat([tail, Buffer.from(value.buffer, value.byteOffset, value.byteLength)]);
      if (seen.indexOf("filename=", 0, "latin1") !== -1) {
        for (const match of seen.toString("latin1").matchAll(/content-disposition:[^\r\n]*?filename="([^"\r\n]*)"/gi)) {
          onFileName(Buffer.from(match[1] ?? "", "latin1").toString("utf8"));
        }
      }
      // A header split across two chunks is found in the next round.
      tail = seen.subarray(Math.max(0, seen.length - 1024));
      controller.enqueue(value);
    },
  });
}

/** Reads and drops the rest of the body, up to DRAIN_BYTES; false when there was more. */
async function drain(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      drained += value.byteLength;
      if (drained > DRAIN_BYTES) return false;
    }
  } catch {
    return false; // the client went away
  } finally {
    reader.releaseLock();
  }
}

/** "“holiday.jpg”" for messages, without control characters, at most 60 characters. */
export function fileLabel(name: string): string {
  const clean = withoutControlCharacters(name).trim();
  return clean ? `“${clean.length > 60 ? `${clean.slice(0, 57)}…` : clean}”` : "The file";
}

/**
 * Streams the upload's `photos` parts to `onFile`, one after the other (each awaited
 * before the next is read). Other fields and parts are ignored. Returns a refusal
 * for a body that is not multipart, a file or a request over its limits, a body
 * that does not parse, or when too many uploads are waiting.
 */
export async function readPhotoUploads(
  request: Request,
  onFile: (file: File) => Promise<void>,
): Promise<{ ok: true; files: number } | UploadRefusal> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data" || !request.body) {
    return { ok: false, status: 415, message: "Send the photos as form data.", headers: {} };
  }
  const announced = Number(request.headers.get("Content-Length"));
  const reserved =
    Number.isSafeInteger(announced) && announced > 0 ? Math.min(announced, MAX_BODY_BYTES) : MAX_BODY_BYTES;
  if (bufferedBytes + reserved > UPLOAD_BUFFER_BYTES) return busy();
  // Held until the files are processed: those waiting for a turn are in memory too.
  bufferedBytes += reserved;
  try {
    const { files, refusal } = await readFiles(request);
    // The whole body is in: now it waits for a turn. Files that arrived whole before a
    // refusal are still stored; the refusal says what stopped the rest.
    if (files.length === 0 && refusal) return refusal;
    const outcome = await inUploadTurn(async () => {
      for (const file of files) await onFile(file);
      return refusal ?? { ok: true as const, files: files.length };
    });
    return outcome ?? busy();
  } finally {
    bufferedBytes -= reserved;
  }
}

function busy(): UploadRefusal {
  return {
    ok: false,
    status: 503,
    message: "Several photo uploads are running already. Please try again in a few seconds.",
    headers: { "Retry-After": "5" },
  };
}

/** The body's `photos` files, each kept once it has arrived whole, and what stopped the reading, if anything. */
async function readFiles(request: Request): Promise<{ files: File[]; refusal?: UploadRefusal }> {
  let current = "";
  const body = watchedBody(request.body!, (name) => (current = name));
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  const files: File[] = [];
  try {
    await parseFormData(
      new Request(request.url, { method: "POST", headers, body, duplex: "half" } as RequestInit),
      {
        maxFiles: MAX_FILES_PER_UPLOAD,
        maxFileSize: MAX_UPLOAD_BYTES,
        maxTotalSize: MAX_BODY_BYTES,
        maxParts: MAX_FILES_PER_UPLOAD + 20,
        maxHeaderSize: 8 * 1024,
      },
      async (file) => {
        // An empty file input still sends a nameless, empty part: that is no file.
        if (file.fieldName !== "photos" || (file.size === 0 && !file.name)) return null;
        files.push(new File([await file.arrayBuffer()], file.name, { type: file.type }));
        return null;
      },
    );
    return { files };
  } catch (error) {
    // The client went away, or the server cut a body that stopped arriving: nobody hears the answer.
    if (request.signal.aborted) {
      return { files: [], refusal: { ok: false, status: 400, message: "The upload was cut off.", headers: {} } };
    }
    const refusal = refusalFor(error, current);
    if (!refusal) throw error;
    const complete = await drain(body);
    if (!complete) refusal.headers["Connection"] = "close";
    return { files, refusal };
  }
}

function refusalFor(error: unknown, fileName: string): UploadRefusal | null {
  const refuse = (status: UploadRefusal["status"], message: string): UploadRefusal => ({
    ok: false,
    status,
    message,
    headers: {},
  });
  if (error instanceof MaxFileSizeExceededError) {
    return refuse(413, `${fileLabel(fileName)} is over 15 MB; photos can be at most 15 MB.`);
  }
  if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
    return refuse(413, `Upload at most ${MAX_FILES_PER_UPLOAD} photos at a time.`);
  }
  if (error instanceof MaxTotalSizeExceededError) {
    return refuse(413, `The upload is too large. Send fewer photos at a time.`);
  }
  // Anything else the parser could not make sense of (no boundary, a cut-off body, a huge part header).
  if (error instanceof MultipartParseError || error instanceof FormDataParseError) {
    return refuse(400, "The form data could not be read.");
  }
  return null;
}
