import { request } from "node:http";
import { connect } from "node:net";

/**
 * One HTTP request with node:http, so a check sees the headers and bytes exactly as
 * the server sent them (fetch would decompress and hide Content-Encoding, and
 * follows redirects unless told not to).
 */
export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Name, value, name, value, … exactly as sent: a header sent twice appears twice. */
  rawHeaders: string[];
  body: string;
  bytes: number;
};

export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
    /** Sent as the request target exactly as given (`/assets/../x`, `/%ff`): URL parsing would normalise it. */
    rawPath?: string;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: options.rawPath ?? `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: { "accept-encoding": "identity", ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: buffer.toString("utf8"),
            bytes: buffer.length,
          });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () =>
      req.destroy(new Error(`timeout: ${options.method ?? "GET"} ${options.rawPath ?? url}`)),
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** How many times the response carried a header (Node joins repeated ones in `headers`). */
export function headerCount(response: RawResponse, name: string): number {
  return response.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === name.toLowerCase()).length;
}

export function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * A request written byte for byte on a socket (a Host header that node:http would
 * refuse to send, or leave out): the status line and body of the answer.
 */
export function socketRequest(url: string, head: string, body = ""): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: target.hostname, port: Number(target.port) }, () => {
      socket.write(`${head.replace(/\r?\n/g, "\r\n").trimEnd()}\r\nConnection: close\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`timeout: ${head.split("\n")[0]}`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}
