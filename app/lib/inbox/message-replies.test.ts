import { describe, expect, it } from "vitest";
import { replyLinks, replySubject, whatsappGreeting } from "./message-replies.ts";

const message = {
  name: "Kiran Kumar",
  email: "kiran@example.com",
  phone: "098450 12345",
  subject: "Linen shirts",
  phoneE164: "+919845012345",
};

describe("reply links", () => {
  it("replies by e-mail with Re: and the subject", () => {
    expect(replySubject("Linen shirts", "The Men's Studio")).toBe("Re: Linen shirts");
    expect(replySubject("RE: sizes", "The Men's Studio")).toBe("RE: sizes");
    expect(replySubject("  ", "The Men's Studio")).toBe("Re: Your message to The Men's Studio");
    expect(replyLinks(message, "The Men's Studio").email).toBe(
      "mailto:kiran@example.com?subject=Re%3A%20Linen%20shirts",
    );
  });

  it("opens WhatsApp on the visitor's number in E.164 with a greeting naming the store", () => {
    const link = new URL(replyLinks(message, "The Men's Studio").whatsapp!);
    expect(link.origin + link.pathname).toBe("https://wa.me/919845012345");
    expect(link.searchParams.get("text")).toBe(
      'Hello Kiran Kumar, this is The Men\'s Studio. Thank you for your message about "Linen shirts".',
    );
    expect(whatsappGreeting({ name: "Ravi", subject: "" }, "The Men's Studio")).toBe(
      "Hello Ravi, this is The Men's Studio. Thank you for your message.",
    );
  });

  it("calls the normalised number, and offers no WhatsApp link for a number that cannot exist", () => {
    expect(replyLinks(message, "S").call).toBe("tel:+919845012345");
    const odd = replyLinks({ ...message, phone: "12-34 567", phoneE164: null }, "S");
    expect(odd.whatsapp).toBeUndefined();
    expect(odd.call).toBe("tel:1234567");
  });
});
