import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { redactLinkToken } from "../app/lib/accounts/account-link-words.ts";
import { log } from "../app/services/platform/log.server.ts";

/**
 * Cuts a request whose body stops arriving: no byte for `idleMs` (BODY_IDLE_TIMEOUT_MS,
 * 30 s) and the connection is answered 408 and closed. It is an idle limit, not a
 * total: a photo coming slowly over a weak phone signal keeps going as long as bytes
 * keep coming (Node's own `requestTimeout`, a total, is set far higher for that).
 * Node's timeouts alone let a trickled body hold a connection until `headersTimeout`
 * (66–90 s), and a waiting upload behind it.
 *
 * The socket's byte count is watched, not the body stream: listening to the stream
 * would start it flowing before the route reads it. Quiet time is counted in checks
 * that found nothing new, not in clock time: after the process was busy for a while,
 * the first check runs before the bytes that came meanwhile are read, and must not
 * take them for silence.
 */
export function cutStalledBodies(server: Server, idleMs: number): void {
  const checkEveryMs = Math.max(20, Math.min(1_000, Math.floor(idleMs / 5)));
  const quietChecks = Math.ceil(idleMs / checkEveryMs);
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.complete || !hasBody(req)) return;
    const socket = req.socket;
    let seen = socket.bytesRead;
    let quiet = 0;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return stop();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        quiet = 0;
        return;
      }
      if (++quiet < quietChecks) return;
      stop();
      log.warn("body_stalled", { method: req.method, path: redactLinkToken((req.url ?? "").split("?")[0]!), idleMs });
      if (res.headersSent) return void socket.destroy();
      socket.end("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n", () =>
        socket.destroy(),
      );
    }, checkEveryMs);
    const stop = () => clearInterval(timer);
    req.once("end", stop);
    res.once("close", stop);
  });
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}
