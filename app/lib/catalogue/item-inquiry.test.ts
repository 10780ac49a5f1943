import { describe, expect, it } from "vitest";
import { askAboutText } from "./item-inquiry.ts";
import { chatLink } from "../contact/links.ts";

describe("askAboutText", () => {
  it("names the item and its collection", () => {
    expect(askAboutText({ title: "Navy Hopsack Blazer" }, "Formal Collection")).toBe(
      "Hi! I'd like to know more about the Navy Hopsack Blazer from your Formal Collection. Is it available in store?",
    );
  });

  it("survives URL encoding in the chat link", () => {
    const link = chatLink("918000000001", askAboutText({ title: "Silk Shirt & Dhoti" }, "Ramraj Collections"));
    expect(new URL(link).searchParams.get("text")).toContain("Silk Shirt & Dhoti");
  });
});
