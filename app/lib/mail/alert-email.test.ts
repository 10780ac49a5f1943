import { describe, expect, it } from "vitest";
import { alertSubject, buildAlertEmail, escapeHtml, oneLine } from "./alert-email.ts";

const message = {
  id: 42,
  name: "Kiran Kumar",
  email: "kiran@example.com",
  phone: "098450 12345",
  phoneE164: "+919845012345",
  subject: "Linen shirts",
  message: "Do you have white linen shirts in size 42?\nThanks",
  category: "shirts",
  created_at: "2026-11-20T09:30:00.000Z",
};
const link = "https://www.themensstudio.example/admin/contact-messages/42";

describe("alert e-mail", () => {
  it("says who wrote, how to reach them, the category, the message and where to open it", () => {
    const mail = buildAlertEmail(message, link, "The Men's Studio", "Asia/Kolkata");
    expect(mail.subject).toBe("New message from Kiran Kumar: Linen shirts");
    for (const part of [
      "Kiran Kumar",
      "098450 12345",
      "https://wa.me/919845012345",
      "kiran@example.com",
      "Shirts",
      "Linen shirts",
      "20 Nov 2026, 03:00 pm",
      "Do you have white linen shirts in size 42?\nThanks",
      link,
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('white-space:pre-wrap">Do you have white linen shirts in size 42?\nThanks</div>');
  });

  it("escapes the visitor's words in the HTML part", () => {
    const mail = buildAlertEmail(
      { ...message, name: 'Eve <img src=x onerror="alert(1)">', message: "<script>alert('x')</script> & more" },
      link,
      "The Men's Studio",
      "Asia/Kolkata",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(escapeHtml(`"'<>&`)).toBe("&quot;&#39;&lt;&gt;&amp;");
  });

  it("cannot carry a second header in the subject", () => {
    const subject = alertSubject({ name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nX-Evil: 1", category: "" });
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toBe("New message from Eve Bcc: victim@example.com: Hi X-Evil: 1");
    expect(oneLine("a\u2028b\u0000c")).toBe("a b c");
  });

  it("names the category when there is no subject, and leaves WhatsApp out for an unknown number", () => {
    expect(alertSubject({ name: "Ravi", subject: "", category: "styling" })).toBe(
      "New message from Ravi: Personal Styling",
    );
    const mail = buildAlertEmail({ ...message, phoneE164: null, subject: "" }, link, "S", "Asia/Kolkata");
    expect(mail.text).not.toContain("wa.me");
    expect(mail.text).toMatch(/Subject: +—/);
  });
});
