import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { checkbox, email, line, paragraph, phone } from "./fields.ts";
import { isPhoneNumber } from "./field-limits.ts";
import { replyErrors } from "./reply.ts";
import { readSubmission } from "./submission.ts";

const schema = z.object({
  name: line("Name", 10, { required: "Enter the name.", dropBidi: true }),
  note: paragraph("Note", 20),
  email: email("Email"),
  phone: phone("Phone", { required: "Enter the phone number." }),
  on: checkbox(),
});

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return readSubmission(form, schema);
}

describe("the shared fields, read the one way", () => {
  it("reads a good form: trimmed, missing fields empty, a ticked box true", () => {
    const submission = post({ name: "  Ravi\u202e ", phone: "+91 98450-12345", on: "on" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ravi",
      note: "",
      email: "",
      phone: "+91 98450-12345",
      on: true,
    });
  });

  it("answers each field in its own words, in Conform's one result shape", () => {
    const submission = post({ name: "", note: "a\u0007b", email: "ravi@", phone: "12" });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(replyErrors(reply)).toEqual({
      name: "Enter the name.",
      note: "Note contains characters that are not allowed.",
      email: "Please enter a valid email address.",
      phone: "Please enter a phone number of 7 to 15 digits.",
    });
    // What was typed comes back to be shown again.
    expect(reply.initialValue).toMatchObject({ email: "ravi@", phone: "12" });
  });

  it("counts characters as people do and refuses control characters on one line but keeps a paragraph's line breaks", () => {
    expect(replyErrors(post({ name: "ಶೇರ್ವಾನಿ", phone: "9845012345" }).reply())).toEqual({});
    expect(replyErrors(post({ name: "x".repeat(11), phone: "9845012345" }).reply())).toEqual({
      name: "Name can be at most 10 characters.",
    });
    expect(replyErrors(post({ name: "Ravi", note: "one\r\ntwo", phone: "9845012345" }).reply())).toEqual({});
  });

  it("one phone rule: 7 to 15 digits with the punctuation people type, at most 25 characters", () => {
    expect(isPhoneNumber("98450 12345")).toBe(true);
    expect(isPhoneNumber("(080) 2345-6789")).toBe(true);
    expect(isPhoneNumber("123456")).toBe(false);
    expect(isPhoneNumber("1234567890123456")).toBe(false);
    expect(isPhoneNumber("98450 12345 ext 2")).toBe(false);
    expect(isPhoneNumber(`9845012345${" ".repeat(16)}`)).toBe(false);
  });

  it("one e-mail rule: refuses an address over 254 characters with its own message", () => {
    const long = `${"a".repeat(250)}@b.in`;
    expect(replyErrors(post({ name: "Ravi", phone: "9845012345", email: long }).reply())).toEqual({
      email: "Email can be at most 254 characters.",
    });
  });
});
