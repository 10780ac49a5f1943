import { describe, expect, it } from "vitest";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { policyFormSchema } from "./policy-form.ts";
import { fillStoreWords, isSeedText, policyBlocks } from "./policy-pages.ts";

describe("policy text as staff type it", () => {
  it("reads headings, paragraphs and lists, joining wrapped lines", () => {
    const body = [
      "## What we collect",
      "Your name and",
      "phone number.",
      "",
      "- Contact form: name, e-mail",
      "  and phone",
      "- Bookings: name and phone",
      "After the list.",
      "## Deletion",
      "Write to {email}.",
    ].join("\r\n");
    expect(policyBlocks(body)).toEqual([
      { kind: "heading", text: "What we collect" },
      { kind: "paragraph", text: "Your name and phone number." },
      { kind: "list", items: ["Contact form: name, e-mail and phone", "Bookings: name and phone"] },
      { kind: "paragraph", text: "After the list." },
      { kind: "heading", text: "Deletion" },
      { kind: "paragraph", text: "Write to {email}." },
    ]);
  });

  it("keeps markup as text (React draws it escaped) and fills in the store's details", () => {
    expect(policyBlocks("<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", text: "<script>alert(1)</script>" },
    ]);
    const words = { store: "The Men's Studio", phone: "+91 80 0000 0001", email: "store@example.com", address: "X" };
    expect(fillStoreWords("Call {phone} or write to {email}; {other} stays.", words)).toBe(
      "Call +91 80 0000 0001 or write to store@example.com; {other} stays.",
    );
  });

  it("needs a title and a text, within their limits", () => {
    const empty = readForm(policyFormSchema, { title: " ", body: "" });
    expect(!empty.ok && empty.errors).toEqual({
      title: "Please give the page a title.",
      body: "The page needs its text.",
    });
    const long = readForm(policyFormSchema, { title: "Terms", body: "x".repeat(20_001) });
    expect(!long.ok && long.errors.body).toMatch(/At most/);
    expect(readForm(policyFormSchema, { title: " Terms ", body: "Text\r\n" })).toEqual({
      ok: true,
      value: { title: "Terms", summary: "", body: "Text" },
    });
  });
});

describe("a policy page's text against the seed", () => {
  const seed = "## Returns\nWithin 7 days.\n\n- Unworn, with tags";
  it("is the seed's while only whitespace differs (line endings, a trailing blank line)", () => {
    expect(isSeedText(seed, seed)).toBe(true);
    expect(isSeedText(`${seed.replace(/\n/g, "\r\n")}\r\n\r\n`, seed)).toBe(true);
  });
  it("is the store's own once a word differs", () => {
    expect(isSeedText(seed.replace("7 days", "10 days"), seed)).toBe(false);
  });
});
