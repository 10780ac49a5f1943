import { describe, expect, it } from "vitest";
import { linkEmail, linkShareHref, linkShareText, redactLinkToken } from "./account-link-words.ts";

describe("one-time link words", () => {
  it("writes the WhatsApp message to the colleague's number, or to WhatsApp's picker without one", () => {
    const text = linkShareText("invite", "The Men's Studio", "Ravi", "https://shop.example/admin/invite/abc");
    expect(text).toContain("Hello Ravi, you are invited to the staff area of The Men's Studio");
    expect(text).toContain("for 72 hours");
    expect(linkShareHref(text, "+919845012345")).toMatch(/^https:\/\/wa\.me\/919845012345\?text=Hello%20Ravi/);
    expect(linkShareHref(text, undefined)).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it("escapes the e-mail's HTML", () => {
    const mail = linkEmail("reset", "Store", "<Ravi>", "https://shop.example/admin/reset/a&b", "1 Dec 2026");
    expect(mail.subject).toBe("Set a new password for Store");
    expect(mail.html).toContain("&lt;Ravi&gt;");
    expect(mail.html).toContain("a&amp;b");
    expect(mail.text).toContain("until 1 Dec 2026");
  });

  it("keeps tokens out of logged paths", () => {
    expect(redactLinkToken("/admin/invite/Zm9vYmFy-_123")).toBe("/admin/invite/[token]");
    expect(redactLinkToken("/admin/reset/abc")).toBe("/admin/reset/[token]");
    expect(redactLinkToken("/admin/accounts/3")).toBe("/admin/accounts/3");
    expect(redactLinkToken("/review/xm2640twYVT_oZDe5beospmhYUhC-TqE-NOUfW5tJck.data")).toBe("/review/[token]");
    expect(redactLinkToken("/reviews")).toBe("/reviews");
  });
});
