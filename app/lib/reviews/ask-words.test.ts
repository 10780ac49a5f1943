import { describe, expect, it } from "vitest";
import { askEmail, askLanguage, askWhatsAppLink, askWhatsAppText, firstName, type AskFacts } from "./ask-words.ts";

const facts: AskFacts = {
  name: "Suresh Naidu",
  storeName: "The Men's Studio",
  link: "https://example.test/review/abc_DEF-123",
  item: "Ivory Silk Bandi Set",
  days: 30,
};

describe("asking for a review", () => {
  it("greets by first name, names the store and the item, and holds the link", () => {
    const text = askWhatsAppText(facts);
    expect(text).toMatch(/^Hello Suresh, thank you for visiting The Men's Studio to try the Ivory Silk Bandi Set\./);
    expect(text).toContain(facts.link);
    expect(text).toContain("30 days");
  });

  it("asks how the visit went, never for a high rating (no review gating)", () => {
    const text = askWhatsAppText({ ...facts, item: null });
    expect(text).toContain("good or not");
    expect(text).not.toMatch(/5 ?stars?|five stars?|rate us/i);
    expect(text).not.toContain("to try");
  });

  it("opens a chat to the customer's number with the message written", () => {
    const link = askWhatsAppLink("+919845012345", facts);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/919845012345");
    expect(url.searchParams.get("text")).toBe(askWhatsAppText(facts));
  });

  it("writes the e-mail with the link, escaped in HTML, and a one-line subject", () => {
    const mail = askEmail({ ...facts, name: "<b>Ravi</b>\nX", storeName: "A & B" });
    expect(mail.subject).toBe("How was your visit to A & B?");
    expect(mail.text).toContain(`\n\n${facts.link}\n\n`);
    expect(mail.html).toContain(`<a href="${facts.link}">`);
    expect(mail.html).toContain("&lt;b&gt;Ravi&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
  });

  it("takes the first word of a name, and a word for no name", () => {
    expect(firstName("  Meera  ")).toBe("Meera");
    expect(firstName("")).toBe("there");
  });

  it("speaks English until the languages issue adds more", () => {
    expect(askLanguage("kn")).toBe("en");
    expect(askLanguage(undefined)).toBe("en");
  });
});
