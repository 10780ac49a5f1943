import { TEST_ADMIN } from "./test-admin.ts";

/** What tests and audits do through the public API of a running server. */
export type StoredMessage = {
  id?: number | string;
  name: string;
  email: string;
  message: string;
  [key: string]: unknown;
};

/** Signs the test admin in through the JSON API; returns the Cookie header value for later requests. */
export async function adminCookie(url: string, forwardedFor = "198.51.100.250"): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: HTTP ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (cookies.length === 0) throw new Error("admin login answered OK but set no cookie");
  return cookies.join("; ");
}

/** Every stored message, read page by page through the staff API. */
export async function allMessages(url: string, cookie: string): Promise<StoredMessage[]> {
  const rows: StoredMessage[] = [];
  for (let page = 1; page < 100_000; page++) {
    const response = await fetch(`${url}/api/contact-messages?page=${page}&pageSize=100`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET /api/contact-messages page ${page}: HTTP ${response.status}`);
    const body = (await response.json()) as { data?: StoredMessage[] };
    const data = body.data ?? [];
    rows.push(...data);
    if (data.length < 100) break;
  }
  return rows;
}

/** A distinct client address per request number, in 10/8 (the test server trusts X-Forwarded-For from loopback). */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A valid contact message carrying `marker` in its text, sent from its own address. */
export async function postMarkerMessage(url: string, marker: string, forwardedFor = "203.0.113.77"): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({
      name: "Audit Visitor",
      email: "audit.visitor@example.com",
      phone: "+91 98450 12345",
      subject: "Audit",
      message: `Private staff-only text ${marker}`,
      category: "general",
    }),
  });
}
