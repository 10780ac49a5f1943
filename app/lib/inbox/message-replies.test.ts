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

describe("reply links in the language the visitor wrote in", () => {
  it("greets on WhatsApp in Kannada or Hindi, the store's and the visitor's names as they are", () => {
    const kn = new URL(replyLinks({ ...message, language: "kn" }, "The Men's Studio").whatsapp!);
    expect(kn.searchParams.get("text")).toBe(
      'ನಮಸ್ಕಾರ Kiran Kumar ಅವರೇ, ನಾವು The Men\'s Studio. "Linen shirts" ಕುರಿತು ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಧನ್ಯವಾದಗಳು.',
    );
    expect(whatsappGreeting({ name: " Ravi ", subject: "", language: "kn" }, "The Men's Studio")).toBe(
      "ನಮಸ್ಕಾರ Ravi ಅವರೇ, ನಾವು The Men's Studio. ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಧನ್ಯವಾದಗಳು.",
    );
    expect(whatsappGreeting({ name: "Ravi", subject: "Sherwani", language: "hi" }, "The Men's Studio")).toBe(
      'नमस्ते Ravi जी, हम The Men\'s Studio से बोल रहे हैं। "Sherwani" के बारे में आपके संदेश के लिए धन्यवाद।',
    );
    expect(whatsappGreeting({ name: "Ravi", subject: "", language: "hi" }, "S")).toBe(
      "नमस्ते Ravi जी, हम S से बोल रहे हैं। आपके संदेश के लिए धन्यवाद।",
    );
  });

  it("keeps Re: and the visitor's own subject, and names a subjectless reply in their language", () => {
    expect(replySubject("ಶೇರ್ವಾನಿ", "S", "kn")).toBe("Re: ಶೇರ್ವಾನಿ");
    expect(replySubject("", "The Men's Studio", "kn")).toBe("Re: The Men's Studio – ನಿಮ್ಮ ಸಂದೇಶ");
    expect(replySubject("", "The Men's Studio", "hi")).toBe("Re: The Men's Studio – आपका संदेश");
    expect(replyLinks({ ...message, subject: "", language: "hi" }, "S").email).toBe(
      `mailto:kiran@example.com?subject=${encodeURIComponent("Re: S – आपका संदेश")}`,
    );
  });

  it("is English when no language is given, as every record before issue 33", () => {
    expect(replyLinks(message, "S")).toEqual(replyLinks({ ...message, language: "en" }, "S"));
  });
});
