import { describe, expect, it } from "vitest";
import { CONTACT_CATEGORIES, categoryLabel } from "./contact-fields.ts";
import { contactSchema } from "./contact-schema.ts";
import { issueErrors } from "../forms/issue-errors.ts";
import { readFields } from "../forms/submission.ts";
import { replyErrors } from "../forms/reply.ts";

/** The server's read of a post (lib/forms): its value, or the first message of each field its reply carries. */
function validateContact(input: unknown) {
  const submission = readFields(input, contactSchema);
  return submission.status === "success"
    ? { ok: true as const, data: submission.value }
    : { ok: false as const, errors: replyErrors(submission.reply()) };
}

const valid = {
  name: "Arjun Rao",
  email: "arjun@example.com",
  phone: "+91 (80) 1234-5678",
  subject: "Wedding sherwani",
  message: "Do you tailor sherwanis in two weeks?",
  category: "formals",
};

function errorsOf(input: Record<string, unknown>) {
  const result = validateContact(input);
  return result.ok ? {} : result.errors;
}

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const result = validateContact({ ...valid, name: "  Arjun Rao  " });
    expect(result).toEqual({ ok: true, data: { ...valid, name: "Arjun Rao" } });
  });

  it("accepts the optional fields missing", () => {
    const result = validateContact({ name: "A", email: "a@b.co", phone: "1234567", message: "Hi" });
    expect(result).toEqual({
      ok: true,
      data: { name: "A", email: "a@b.co", phone: "1234567", message: "Hi", subject: "", category: "" },
    });
  });

  it("requires name, email, phone and message with readable messages", () => {
    expect(errorsOf({})).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      phone: "Please enter your phone number.",
      message: "Please enter your message.",
    });
    expect(errorsOf({ ...valid, name: "   " }).name).toBe("Please enter your name.");
  });

  it("bounds the name at 100 characters, counting an emoji as one", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(100) }).name).toBeUndefined();
    expect(errorsOf({ ...valid, name: "a".repeat(101) }).name).toMatch(/at most 100/);
    expect(errorsOf({ ...valid, name: "😀".repeat(100) }).name).toBeUndefined();
  });

  it("checks the email format and its 254-character bound", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toBe("Please enter a valid email address.");
    const local = "a".repeat(64);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(`${local}@${domain}`.length).toBe(254);
    expect(errorsOf({ ...valid, email: `${local}@${domain}` }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: `${local}@x${domain}` }).email).toMatch(/at most 254/);
  });

  it("takes 7 to 15 phone digits with +, spaces, dashes and parentheses", () => {
    expect(errorsOf({ ...valid, phone: "123456" }).phone).toMatch(/7 to 15 digits/);
    expect(errorsOf({ ...valid, phone: "1234567" }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: "+123456789012345" }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: "1234567890123456" }).phone).toMatch(/7 to 15 digits/);
    expect(errorsOf({ ...valid, phone: "98450 12345x" }).phone).toMatch(/7 to 15 digits/);
  });

  it("bounds the subject at 150 and the message at 5,000 characters", () => {
    expect(errorsOf({ ...valid, subject: "s".repeat(150) }).subject).toBeUndefined();
    expect(errorsOf({ ...valid, subject: "s".repeat(151) }).subject).toMatch(/at most 150/);
    expect(errorsOf({ ...valid, message: "m".repeat(5000) }).message).toBeUndefined();
    expect(errorsOf({ ...valid, message: "m".repeat(5001) }).message).toMatch(/at most 5,000/);
  });

  it("rejects control characters but keeps line breaks in the message", () => {
    expect(errorsOf({ ...valid, name: "Arjun\u0000" }).name).toMatch(/not allowed/);
    expect(errorsOf({ ...valid, subject: "a\nb" }).subject).toMatch(/not allowed/);
    expect(errorsOf({ ...valid, message: "line one\r\nline two\tend" }).message).toBeUndefined();
    expect(errorsOf({ ...valid, message: "bell\u0007" }).message).toMatch(/not allowed/);
  });

  it("takes an empty category or one of the six, and rejects non-text values", () => {
    expect(CONTACT_CATEGORIES.map((c) => c.value)).toEqual([
      "formals",
      "semi-formals",
      "clubwear",
      "shirts",
      "styling",
      "general",
    ]);
    expect(errorsOf({ ...valid, category: "" }).category).toBeUndefined();
    expect(errorsOf({ ...valid, category: "pants" }).category).toMatch(/listed categories/);
    expect(errorsOf({ ...valid, name: 42 }).name).toBe("Name must be text.");
    expect(validateContact(null).ok).toBe(false);
    expect(validateContact([valid]).ok).toBe(false);
  });

  it("labels categories", () => {
    expect(categoryLabel("styling")).toBe("Personal Styling");
    expect(categoryLabel("")).toBeUndefined();
  });
});

describe("contact schema: names that display as something else", () => {
  it("refuses a name with no visible character (zero-width, bidi controls, fillers)", () => {
    for (const name of [
      "\u200b",
      "\u200b\u200c\u200d",
      "\u202e",
      "\u2066\u2069",
      "\u3164",
      "\u2800\u2800",
      "\ufeff\u200b",
    ]) {
      expect(errorsOf({ ...valid, name }).name, JSON.stringify(name)).toBe("Please enter your name.");
    }
  });

  it("drops bidi override and isolate controls from the name and subject", () => {
    const result = validateContact({ ...valid, name: "Ravi\u202egnp.exe", subject: "\u2067Order\u2069 \u202dstatus" });
    expect(result.ok && result.data.name).toBe("Ravignp.exe");
    expect(result.ok && result.data.subject).toBe("Order status");
  });

  it("keeps Kannada, Hindi, Arabic and emoji names as they are, joiners included", () => {
    for (const name of ["ಕಾವ್ಯ ಗೌಡ", "श्री राम", "क्‍ष", "محمد علي", "👩🏽‍💻 Asha", "Zoë O'Brien-Nair"]) {
      const result = validateContact({ ...valid, name });
      expect(result.ok && result.data.name, name).toBe(name);
    }
  });

  it("keeps 5,000 Kannada letters or emoji in a message", () => {
    expect(validateContact({ ...valid, message: "ಅ".repeat(5000) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "😀".repeat(5000) }).ok).toBe(true);
    expect(errorsOf({ ...valid, message: "ಅ".repeat(5001) }).message).toMatch(/at most 5,000/);
  });
});

describe("contact schema: the browser's pre-check and the server's read", () => {
  it("give the same words for the same mistakes", () => {
    for (const input of [
      { ...valid, phone: "12345", email: "not-an-address" },
      { name: "\u200b", message: "" },
      { ...valid, category: "pants", subject: "s".repeat(151) },
    ]) {
      const browser = contactSchema.safeParse(input);
      expect(browser.success).toBe(false);
      expect(issueErrors(browser.error!)).toEqual(errorsOf(input));
    }
  });
});
