import { describe, expect, it } from "vitest";
import { storeSeed } from "../../content/store.ts";
import { contactSchema } from "../contact/contact-schema.ts";
import { readSubmission } from "../forms/submission.ts";
import { replyErrors } from "../forms/reply.ts";
import { announcementFormSchema } from "./announcement.ts";
import { storeFormValues, storeFormSchema } from "./store-form.ts";

/**
 * One form path (issue 36 item 3): a staff settings form and a public form are read
 * the same way and answer the same kind of error in the same shape (Conform's
 * SubmissionResult), each in its own words, with what was typed kept to show again.
 */
function post(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

const contact = {
  name: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "98450 12345",
  subject: "Sherwani fitting",
  message: "Is Saturday fine?",
};

describe("a settings form and the contact form", () => {
  it("answer a control character in a line of text in the same shape", () => {
    const publicReply = readSubmission(post({ ...contact, subject: "Sher\u0000wani" }), contactSchema).reply();
    const bannerReply = readSubmission(
      post({ on: "on", text: "Visit\u0000 us", link: "/visit" }),
      announcementFormSchema,
    ).reply();
    const storeReply = readSubmission(
      post({ ...storeFormValues(storeSeed), street: "12\u0000 MG Road" }),
      storeFormSchema(storeSeed, 2026),
    ).reply();

    for (const reply of [publicReply, bannerReply, storeReply]) {
      expect(reply.status).toBe("error");
      expect(Object.keys(reply).sort()).toEqual(Object.keys(publicReply).sort());
    }
    expect(publicReply.error).toEqual({ subject: ["Subject contains characters that are not allowed."] });
    expect(bannerReply.error).toEqual({ text: ["The announcement contains characters that are not allowed."] });
    expect(replyErrors(storeReply)).toEqual({ street: "Street contains characters that are not allowed." });
    // What was typed comes back in both, to be shown again in the form.
    expect(publicReply.initialValue).toMatchObject({ subject: "Sher\u0000wani" });
    expect(bannerReply.initialValue).toMatchObject({ text: "Visit\u0000 us", link: "/visit" });
    expect(storeReply.initialValue).toMatchObject({ street: "12\u0000 MG Road" });
  });
});
