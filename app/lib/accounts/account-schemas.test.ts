import { describe, expect, it } from "vitest";
import { contactSchema } from "../contact/contact-schema.ts";
import { readSubmission } from "../forms/submission.ts";
import { replyErrors } from "../forms/reply.ts";
import { SECRET_FIELDS } from "./account-replies.ts";
import {
  acceptInvitationSchema,
  intentSchema,
  invitationSchema,
  passwordChangeSchema,
  profileSchema,
} from "./account-schemas.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the account forms, on the one form path", () => {
  it("hold a name to the one text rule: control characters and direction overrides refused, something must show", () => {
    for (const name of ["Uma\u0000Pai", "Uma\u001b[31mPai", "Uma \u202Eiap", "Ravi\u2066Kumar"]) {
      expect(
        replyErrors(readSubmission(form({ name, email: "" }), profileSchema).reply()),
        JSON.stringify(name),
      ).toEqual({ name: "The name contains characters that are not allowed." });
    }
    expect(replyErrors(readSubmission(form({ name: "\u200b\u3164", email: "" }), profileSchema).reply())).toEqual({
      name: "The name needs a letter or a digit that shows.",
    });
    const kannada = readSubmission(form({ name: "  ಶ್ರೀನಿವಾಸ್ ", email: "" }), profileSchema);
    expect(kannada.status === "success" && kannada.value).toEqual({ name: "ಶ್ರೀನಿವಾಸ್", email: "" });
  });

  it("say a bad e-mail in the same words as the contact form", () => {
    const contact = readSubmission(form({ email: "ravi@" }), contactSchema).reply();
    const own = readSubmission(form({ name: "", email: "ravi@" }), profileSchema).reply();
    const invited = readSubmission(form({ name: "Ravi", email: "ravi@", phone: "", role: "staff" }), invitationSchema);
    expect(replyErrors(own).email).toBe(replyErrors(contact).email);
    expect(replyErrors(invited.reply()).email).toBe(replyErrors(contact).email);
  });

  it("ask an invitation for a way to send the link, a phone that is a phone, and a role", () => {
    expect(
      replyErrors(readSubmission(form({ name: "", email: "", phone: "12", role: "boss" }), invitationSchema).reply()),
    ).toEqual({
      name: "Enter the colleague's name.",
      phone: "Enter a phone number like 98450 12345 or +91 98450 12345.",
      role: "Choose Owner or Staff.",
    });
    expect(
      replyErrors(
        readSubmission(form({ name: "Ravi", email: "", phone: "", role: "staff" }), invitationSchema).reply(),
      ),
    ).toEqual({
      email: "Enter an e-mail address or a phone number to send the link to.",
    });
  });

  it("take a password exactly as typed and never send it back", () => {
    const typed = { current: " old one ", password: "  saffron kurta  ", confirm: "  saffron kurta  " };
    const submission = readSubmission(form(typed), passwordChangeSchema);
    expect(submission.status === "success" && submission.value).toEqual(typed);
    const refused = readSubmission(form({ username: "x", password: "pw", confirm: "pw" }), acceptInvitationSchema);
    const reply = refused.reply({ hideFields: SECRET_FIELDS });
    expect(replyErrors(reply).username).toMatch(/^The username must be 2 to 64 characters/);
    expect(reply.initialValue).toEqual({ username: "x" });
  });

  it("read the buttons' hidden fields so that a forged one matches no row (PostgreSQL refuses a number past 32 bits)", () => {
    const read = (fields: Record<string, string>) => {
      const submission = readSubmission(form(fields), intentSchema);
      return submission.status === "success" ? submission.value : null;
    };
    expect(read({ intent: "role", version: "7", role: "owner", link: "12" })).toMatchObject({
      intent: "role",
      version: 7,
      role: "owner",
      link: 12,
      required: false,
    });
    expect(read({ intent: "revoke", version: "1e3", link: "99999999999" })).toMatchObject({ version: -1, link: 0 });
    expect(read({ intent: "policy", required: "on" })).toMatchObject({ required: true, version: -1 });
  });
});
