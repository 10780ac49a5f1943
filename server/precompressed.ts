import type { Request, Response } from "express";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Bodies that never change once rendered (page-cache entries) are
 * compressed once, at the first request that wants them, instead of by the
 * compression middleware on every response: on this machine's two cores that per-
 * response gzip/brotli of a ~100 KB page was the bottleneck of `npm run bench`.
 */
type Encoded = { br?: Buffer; gzip?: Buffer };
const encoded = new WeakMap<object, Encoded>();

/** Below this a compressed body saves too little to be worth a Content-Encoding. */
const MIN_BYTES = 1024;

function encodedBody(owner: { body: Buffer }, encoding: "br" | "gzip", onEncoded?: (bytes: number) => void): Buffer {
  let entry = encoded.get(owner);
  if (!entry) encoded.set(owner, (entry = {}));
  const cached = entry[encoding];
  if (cached) return cached;
  const body =
    encoding === "br"
      ? brotliCompressSync(owner.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: owner.body.length,
          },
        })
      : gzipSync(owner.body, { level: 9 });
  entry[encoding] = body;
  onEncoded?.(body.byteLength);
  return body;
}

/**
 * Sends `owner.body`, compressed as the client accepts (brotli, then gzip), from the
 * copy kept for that body object. The compression middleware leaves a response that
 * already has a Content-Encoding alone. `onEncoded` hears the size of each copy
 * made (the page cache counts them against its memory bound).
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  owner: { body: Buffer },
  onEncoded?: (bytes: number) => void,
): void {
  res.vary("Accept-Encoding");
  if (owner.body.length < MIN_BYTES) return void res.send(owner.body);
  // Asked one by one: given both, negotiation ties go to the client's order, and
  // browsers list gzip before br although brotli is the smaller of the two.
  const encoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
  if (!encoding) return void res.send(owner.body);
  res.setHeader("Content-Encoding", encoding);
  res.send(encodedBody(owner, encoding, onEncoded));
}
