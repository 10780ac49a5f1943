import { describe, expect, it } from "vitest";
import { reviewRequestEmail, reviewRequestText } from "./review-message.ts";

const request = {
  firstName: "Ravi",
  storeName: "The Men's Studio",
  itemTitle: "Ivory Sherwani",
  url: "https://example.in/review/abc",
};

describe("the review request in the language the customer booked in", () => {
  it("is today's English message when no language is given", () => {
    expect(reviewRequestText(request)).toBe(reviewRequestText({ ...request, language: "en" }));
    expect(reviewRequestText(request).split("\n")[0]).toBe(
      "Hello Ravi, thank you for visiting The Men's Studio and trying the Ivory Sherwani.",
    );
  });

  it("asks in Kannada, the link on its own line, never hinting at a rating", () => {
    const lines = reviewRequestText({ ...request, language: "kn" }).split("\n");
    expect(lines[0]).toBe("ನಮಸ್ಕಾರ Ravi ಅವರೇ, The Men's Studio ಅಂಗಡಿಗೆ ಭೇಟಿ ನೀಡಿ Ivory Sherwani ಹಾಕಿ ನೋಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.");
    expect(lines[2]).toBe(request.url);
    expect(lines[3]).toContain("30");
    expect(reviewRequestText({ ...request, firstName: "", itemTitle: null, language: "kn" }).split("\n")[0]).toBe(
      "ನಮಸ್ಕಾರ, The Men's Studio ಅಂಗಡಿಗೆ ಭೇಟಿ ನೀಡಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.",
    );
    expect(lines.join(" ")).not.toMatch(/[5５]|ಐದು/);
  });

  it("asks in Hindi", () => {
    const lines = reviewRequestText({ ...request, language: "hi" }).split("\n");
    expect(lines[0]).toBe("नमस्ते Ravi जी, The Men's Studio आने और Ivory Sherwani पहनकर देखने के लिए धन्यवाद।");
    expect(lines[2]).toBe(request.url);
    expect(reviewRequestText({ ...request, firstName: "", itemTitle: null, language: "hi" }).split("\n")[0]).toBe(
      "नमस्ते, The Men's Studio आने के लिए धन्यवाद।",
    );
  });

  it("mails it with a subject and a link in the same language, escaped", () => {
    const kn = reviewRequestEmail({ ...request, language: "kn" });
    expect(kn.subject).toBe("The Men's Studio ಭೇಟಿ ಹೇಗಿತ್ತು?");
    expect(kn.html).toContain('<a href="https://example.in/review/abc">ನಿಮ್ಮ ವಿಮರ್ಶೆ ಬರೆಯಿರಿ</a>');
    expect(kn.html).toContain("The Men&#39;s Studio");
    const hi = reviewRequestEmail({ ...request, language: "hi" });
    expect(hi.subject).toBe("The Men's Studio में आपकी विज़िट कैसी रही?");
    expect(hi.html).toContain(">अपना रिव्यू लिखें</a>");
    expect(reviewRequestEmail(request).subject).toBe("How was your visit to The Men's Studio?");
  });
});
