import { Zip } from "fflate";
import { log } from "../platform/log.server.ts";

/**
 * A ZIP written as the client reads it (the owner's export, "Download a backup now"):
 * `write` adds the files and ends the archive, awaiting `drained()` after each piece so
 * a slow download holds back the reads behind it and nothing sits in memory whole. A
 * failure cuts the download short (the ZIP does not open): never a quietly partial archive.
 */
export function zipStream(
  write: (zip: Zip, drained: () => Promise<void>) => Promise<void>,
  failure: string,
): ReadableStream<Uint8Array> {
  let gate: (() => void) | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
        const drained = async () => {
          while ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (gate = resolve));
        };
        void write(zip, drained).catch((error: unknown) => {
          log.error(failure, { error: String(error) });
          controller.error(error);
        });
      },
      pull() {
        gate?.();
        gate = undefined;
      },
    },
    { highWaterMark: 1 << 20, size: (chunk) => chunk.byteLength },
  );
}
