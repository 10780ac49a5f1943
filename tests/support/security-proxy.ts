import { randomBytes, randomInt } from "node:crypto";

/**
 * A client that forges X-Forwarded-For behind one trusted proxy. The client sends a
 * chain of made-up addresses of its own; the proxy (here, the caller) appends the
 * address it really saw, as nginx's `$proxy_add_x_forwarded_for` does. A server that
 * trusts exactly that proxy (TRUST_PROXY=loopback from the test launcher's loopback,
 * or a hop count of 1) takes the right-most address; the client's own entries must
 * change nothing. With TRUST_PROXY=true (refused at start now) each request came from
 * wherever the client said, and the limits counted 30 logins and 30 messages from 30
 * strangers.
 */
export type SpoofResult = {
  realAddress: string;
  logins: { attempts: number; checked: number; byStatus: Record<string, number> };
  messages: { attempts: number; stored: number; byStatus: Record<string, number> };
  /** A message from another real address once the forger is held back: 201 when its own limit is untouched. */
  bystander: number;
};

function tally(statuses: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Addresses in TEST-NET-1 (192.0.2.0/24) that no other check uses. */
const realAddress = () => `192.0.2.${randomInt(1, 255)}`;

/** What the proxy forwards: the client's forged chain, then the address it saw. */
const forged = (real: string) => [...Array.from({ length: randomInt(1, 4) }, randomAddress), real].join(", ");

async function post(url: string, path: string, body: unknown, forwardedFor: string): Promise<number> {
  const response = await fetch(url + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

function message(marker: string) {
  return {
    name: "Proxy Visitor",
    email: "proxy.visitor@example.com",
    phone: "+91 98450 12345",
    subject: "Forwarded",
    message: `Do you stock linen kurtas in size 42? ${marker}`,
    category: "general",
  };
}

/**
 * `count` logins (each a new made-up username, so only the address limit can hold
 * them) and `count` messages, each with a freshly forged chain in front of the same
 * real address; then one message from another real address.
 */
export async function spoofedForwardedFor(url: string, count = 30): Promise<SpoofResult> {
  const real = realAddress();
  const run = randomBytes(4).toString("hex");
  const logins: number[] = [];
  for (let i = 0; i < count; i++) {
    logins.push(
      await post(url, "/api/login", { username: `forger-${run}-${i}`, password: `guess ${i} ${run}` }, forged(real)),
    );
  }
  const messages: number[] = [];
  for (let i = 0; i < count; i++) {
    messages.push(await post(url, "/api/contact", message(`forged ${run} ${i}`), forged(real)));
  }
  let other = realAddress();
  while (other === real) other = realAddress();
  const bystander = await post(url, "/api/contact", message(`bystander ${run}`), forged(other));
  return {
    realAddress: real,
    // A password was checked (right or wrong): anything but a throttle or overload answer.
    logins: {
      attempts: count,
      checked: logins.filter((s) => s === 200 || s === 401).length,
      byStatus: tally(logins),
    },
    messages: { attempts: count, stored: messages.filter((s) => s === 201).length, byStatus: tally(messages) },
    bystander,
  };
}
