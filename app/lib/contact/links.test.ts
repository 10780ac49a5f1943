import { describe, expect, it } from "vitest";
import { chatLink, contactChatText, DEFAULT_CHAT_TEXT, mailtoLink, mapsDirectionsLink, telLink } from "./links.ts";

describe("links", () => {
  it("builds a chat link with the URL-encoded default text", () => {
    expect(chatLink("+91 80 0000 0001")).toBe(
      "https://wa.me/918000000001?text=Hi!%20I%20need%20help%20with%20men's%20fashion%20from%20the%20store.%20Please%20assist%20me.",
    );
    expect(decodeURIComponent(new URL(chatLink("918000000001")).searchParams.get("text")!)).toBe(DEFAULT_CHAT_TEXT);
  });

  it("fills the contact chat text with category and message, or the fallbacks", () => {
    expect(contactChatText("Clubwear", "Do you have linen shirts?")).toBe(
      "Hi! I need help with Clubwear from the store. Do you have linen shirts?",
    );
    expect(contactChatText(undefined, "  ")).toBe(
      "Hi! I need help with men's fashion from the store. Please assist me.",
    );
  });

  it("builds tel, mailto and directions links", () => {
    expect(telLink("918000000001")).toBe("tel:+918000000001");
    expect(mailtoLink("store@example.com")).toBe("mailto:store@example.com");
    expect(mailtoLink("a@example.com", "Hello there")).toBe("mailto:a@example.com?subject=Hello%20there");
    const url = new URL(mapsDirectionsLink("No. 1, Main Road, Bengaluru 560057"));
    expect(url.searchParams.get("destination")).toBe("No. 1, Main Road, Bengaluru 560057");
    expect(url.searchParams.get("api")).toBe("1");
  });
});
