import { describe, expect, it } from "vitest";
import { buildBookingAlertEmail } from "./booking-alert-email.ts";

const booking = {
  reference: "MS-7K4Q",
  kind: "fitting",
  item_title: null,
  purpose: "tailoring",
  date: "2026-11-29",
  time: "12:30",
  status: "requested",
  version: 1,
  name: "<b>Meera</b>\nBcc: x@example.com",
  phone: "98450 98450",
  phone_e164: "+919845098450",
  size: "",
  note: "Bring the <i>blue</i> one",
};

describe("the staff e-mail about a new booking", () => {
  const email = buildBookingAlertEmail(booking, "https://shop.example/admin/orders?q=MS-7K4Q&x=1", "The Store");

  it("keeps the subject on one line, with the reference and the slot", () => {
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toMatch(/^New visit booking MS-7K4Q: /);
  });

  it("lists only the filled rows, and escapes every value in the HTML", () => {
    expect(email.text).toContain("Note:");
    expect(email.text).not.toContain("Size:");
    expect(email.html).not.toContain("<b>Meera");
    expect(email.html).toContain("&lt;b&gt;Meera&lt;/b&gt;");
    expect(email.html).toContain("&lt;i&gt;blue&lt;/i&gt;");
    expect(email.html).toContain('href="https://shop.example/admin/orders?q=MS-7K4Q&amp;x=1"');
  });
});

describe("the language a booking was made in", () => {
  it("names Kannada or Hindi in its own script, marked with its lang", () => {
    const kn = buildBookingAlertEmail({ ...booking, language: "kn" }, "https://shop.example/a", "The Store");
    expect(kn.text).toMatch(/^Language: +ಕನ್ನಡ$/m);
    expect(kn.html).toContain('<th scope="row"');
    expect(kn.html).toMatch(/<td [^>]*lang="kn-IN">ಕನ್ನಡ<\/td>/);
    const hi = buildBookingAlertEmail({ ...booking, language: "hi" }, "https://shop.example/a", "The Store");
    expect(hi.text).toMatch(/^Language: +हिन्दी$/m);
    expect(hi.html).toMatch(/lang="hi-IN">हिन्दी</);
  });

  it("adds nothing for English, so the e-mail is as it was", () => {
    const en = buildBookingAlertEmail({ ...booking, language: "en" }, "https://shop.example/a", "The Store");
    expect(en).toEqual(buildBookingAlertEmail(booking, "https://shop.example/a", "The Store"));
    expect(en.text).not.toContain("Language");
  });
});
