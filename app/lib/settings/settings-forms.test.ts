import { describe, expect, it } from "vitest";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { announcementFormSchema } from "./announcement.ts";
import { claimsFormSchema, fillClaims } from "./claims.ts";
import { closureFormSchema, type ExistingException } from "./closure-form.ts";
import { type ChecklistLine, goLiveChecklist, isPlaceholderEmail } from "./go-live.ts";
import { hoursFormSchema } from "./hours-form.ts";
import { offerDates, offerTiming, validOn } from "./offer-dates.ts";
import { normalizeCode, offerFormSchema } from "./offers.ts";
import { type SlideList, slidePublishProblems } from "./showcase.ts";
import { slideFormSchema } from "./slide-words.ts";

/** Each form read the one way (lib/forms), with the context its server gives it. */
const validateClosure = (
  fields: Record<string, string>,
  context: { today: string; others: readonly ExistingException[] },
) => readForm(closureFormSchema(context), fields);
const validateOffer = (fields: Record<string, string>, context: { otherCodes: readonly string[] }) =>
  readForm(offerFormSchema(context), fields);
const validateSlideWords = (fields: Record<string, string>, list: SlideList) => readForm(slideFormSchema(list), fields);

describe("weekly hours", () => {
  const open = (day: number, opens: string, closes: string) => ({
    [`open-${day}`]: "on",
    [`opens-${day}`]: opens,
    [`closes-${day}`]: closes,
  });

  it("keeps a day closed when it is not ticked, and the monthly closure", () => {
    const result = readForm(hoursFormSchema, {
      ...open(1, "10:00", "21:00"),
      monthlyWeek: "last",
      monthlyWeekday: "2",
    });
    expect(result).toEqual({
      ok: true,
      value: {
        week: [null, { opens: "10:00", closes: "21:00" }, null, null, null, null, null],
        monthlyClosure: { week: "last", weekday: 2 },
      },
    });
  });

  it("refuses closing before opening, a bad time, and a week without an open day", () => {
    expect(readForm(hoursFormSchema, { ...open(3, "21:00", "10:00"), monthlyWeek: "none" })).toEqual({
      ok: false,
      errors: { "closes-3": "Closing must be after opening (on the same day)." },
    });
    expect(readForm(hoursFormSchema, { ...open(3, "25:00", "21:00"), monthlyWeek: "none" })).toEqual({
      ok: false,
      errors: { "opens-3": "Enter the opening time, e.g. 10:00." },
    });
    expect(readForm(hoursFormSchema, { monthlyWeek: "none" })).toEqual({
      ok: false,
      errors: { "open-1": "The store must open on at least one day of the week." },
    });
    expect(
      readForm(hoursFormSchema, { ...open(1, "10:00", "21:00"), monthlyWeek: "fifth", monthlyWeekday: "2" }),
    ).toEqual({
      ok: false,
      errors: { monthlyWeek: "Choose one of the listed weeks." },
    });
  });
});

describe("dated exceptions", () => {
  const context = {
    today: "2026-11-20",
    others: [{ id: 1, from: "2026-11-26", to: "2026-11-27", hours: null, note: "Closed for Deepavali" }],
  };

  it("a single day: the last day may be left empty", () => {
    expect(validateClosure({ from: "2026-12-01", kind: "closed", note: "Family wedding" }, context)).toEqual({
      ok: true,
      value: { from: "2026-12-01", to: "2026-12-01", hours: null, note: "Family wedding" },
    });
  });

  it("special hours need closing after opening", () => {
    const base = { from: "2026-12-01", kind: "hours", note: "" };
    expect(validateClosure({ ...base, opens: "12:00", closes: "18:00" }, context)).toMatchObject({
      ok: true,
      value: { hours: { opens: "12:00", closes: "18:00" } },
    });
    expect(validateClosure({ ...base, opens: "18:00", closes: "12:00" }, context)).toEqual({
      ok: false,
      errors: { closes: "Closing must be after opening (on the same day)." },
    });
  });

  it.each([
    [{ from: "", kind: "closed" }, "from", "Choose the first day."],
    [{ from: "2026-02-30", kind: "closed" }, "from", "Choose the first day."],
    [{ from: "2026-12-05", to: "2026-12-01", kind: "closed" }, "to", "The last day must be on or after the first day."],
    [
      { from: "2026-11-01", to: "2026-11-02", kind: "closed" },
      "to",
      "These dates have passed. Choose today or a later day.",
    ],
    [
      { from: "2026-12-01", to: "2027-04-01", kind: "closed" },
      "to",
      "At most 92 days at a time. For a longer change, change the weekly hours.",
    ],
    [
      { from: "2026-11-25", to: "2026-11-26", kind: "closed" },
      "from",
      "These dates overlap 26 November to 27 November (Closed for Deepavali). Change or delete that one first.",
    ],
    [{ from: "2026-12-01", kind: "open" }, "kind", "Choose closed all day, or special hours."],
    [{ from: "2026-12-01", kind: "closed", note: "x".repeat(81) }, "note", "The note can be at most 80 characters."],
  ])("refuses %o with its message", (fields, field, message) => {
    const result = validateClosure(fields, context);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field as keyof typeof result.errors]).toBe(message);
  });

  it("editing an exception does not clash with itself", () => {
    expect(
      validateClosure({ from: "2026-11-26", to: "2026-11-28", kind: "closed" }, { ...context, others: [] }).ok,
    ).toBe(true);
  });
});

describe("offers", () => {
  const fields = { code: " diwali20 ", headline: "20% OFF", title: "Deepavali", description: "", terms: "One\n\nTwo" };

  it("codes are letters and digits in capitals, unique among offers", () => {
    expect(normalizeCode(" diwali 20 ")).toBe("DIWALI20");
    expect(validateOffer(fields, { otherCodes: ["WELCOME10"] })).toMatchObject({
      ok: true,
      value: { code: "DIWALI20", terms: ["One", "Two"], validFrom: null, validUntil: null, published: false },
    });
    expect(validateOffer(fields, { otherCodes: ["DIWALI20"] })).toEqual({
      ok: false,
      errors: { code: "Another offer already uses the code DIWALI20." },
    });
    expect(validateOffer({ ...fields, code: "20%-OFF" }, { otherCodes: [] })).toEqual({
      ok: false,
      errors: { code: "Use 3 to 20 letters and digits, no spaces, e.g. DIWALI20." },
    });
  });

  it("refuses dates that end before they start, and missing words", () => {
    expect(validateOffer({ ...fields, validFrom: "2026-11-10", validUntil: "2026-11-09" }, { otherCodes: [] })).toEqual(
      { ok: false, errors: { validUntil: "The last day must be on or after the first day." } },
    );
    expect(validateOffer({ ...fields, headline: "", title: "" }, { otherCodes: [] })).toEqual({
      ok: false,
      errors: { headline: "Enter the headline, e.g. 10% OFF.", title: "Enter the title." },
    });
  });

  it("is valid on both its first and its last day, in store dates", () => {
    const offer = { validFrom: "2026-11-10", validUntil: "2026-11-15" };
    expect(["2026-11-09", "2026-11-10", "2026-11-15", "2026-11-16"].map((d) => validOn(offer, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(validOn({ validFrom: null, validUntil: null }, "2099-01-01")).toBe(true);
    expect(offerTiming(offer, "2026-11-16")).toBe("ended");
    expect(offerTiming(offer, "2026-11-01")).toBe("upcoming");
    expect(offerDates(offer)).toBe("10 November to 15 November");
    expect(offerDates({ validFrom: null, validUntil: "2026-11-15" })).toBe("Until 15 November");
  });
});

describe("the banner, the claims and the slides", () => {
  it("an announcement that is on needs words; a link must be a page or https", () => {
    expect(readForm(announcementFormSchema, { on: "on", text: "", link: "" })).toEqual({
      ok: false,
      errors: { text: "Write the announcement, or turn it off." },
    });
    expect(readForm(announcementFormSchema, { on: "on", text: "Sale", link: "//evil.example" })).toEqual({
      ok: false,
      errors: { link: "Enter a page of this site like /collections/formals, or a full https:// address." },
    });
    expect(readForm(announcementFormSchema, { text: "", link: "" })).toEqual({
      ok: true,
      value: { on: false, text: "", link: "" },
    });
  });

  it("claims: figures need a number, the rating 1 to 5, the reviews link https", () => {
    const claims = { customers: "50,000+", customersShort: "10k+", rating: "4.9", reviews: "2.5k+", reviewsUrl: "" };
    expect(readForm(claimsFormSchema, claims).ok).toBe(true);
    expect(
      readForm(claimsFormSchema, { ...claims, rating: "5.5", customers: "many", reviewsUrl: "http://x.in" }),
    ).toEqual({
      ok: false,
      errors: {
        customers: "Happy customers needs a number, e.g. 50,000+.",
        rating: "Enter a rating from 1 to 5 with at most one decimal, e.g. 4.9.",
        reviewsUrl:
          "Your Google reviews link must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.",
      },
    });
    expect(fillClaims("{rating} ({reviews} reviews), {customersShort}", claims)).toBe("4.9/5 (2.5k+ reviews), 10k+");
  });

  it("a slide's words by its list; a published slide needs described photos", () => {
    expect(validateSlideWords({ title: "", cta: "Go", link: "/x" }, "hero")).toEqual({
      ok: false,
      errors: { title: "Enter the title." },
    });
    expect(validateSlideWords({ title: "T", note: "Formals", cta: "ignored" }, "gallery")).toMatchObject({
      ok: true,
      value: { title: "T", note: "Formals", cta: "" },
    });
    expect(slidePublishProblems([])).toEqual(["Add a photo before showing it on the site."]);
    expect(slidePublishProblems([{ alt: "abc" }])).toEqual([
      "Describe every photo before showing it: one photo has no alt text.",
    ]);
  });

  it("a social tile's likes: only a whole number the owner typed, kept as its digits, or none", () => {
    const tile = (note: string) => validateSlideWords({ link: "https://www.instagram.com/p/Cx1/", note }, "social");
    expect(tile("")).toMatchObject({ ok: true, value: { note: "", link: "https://www.instagram.com/p/Cx1/" } });
    expect(tile("2,847")).toMatchObject({ ok: true, value: { note: "2847" } });
    expect(tile(" 312 ")).toMatchObject({ ok: true, value: { note: "312" } });
    for (const made of ["2.8k", "lots", "-4", "1e3"]) {
      expect(tile(made)).toEqual({ ok: false, errors: { note: "Likes: a whole number like 2847, or empty." } });
    }
    expect(validateSlideWords({ link: "javascript:alert(1)", note: "" }, "social")).toMatchObject({ ok: false });
  });

  it("each new list asks for its own words: a trending card's link, a milestone's year, a featured card's name", () => {
    expect(validateSlideWords({ title: "Formals", description: "Shirts", link: "" }, "trending")).toEqual({
      ok: false,
      errors: { link: "Enter the link." },
    });
    expect(validateSlideWords({ shortTitle: "", title: "Opened", description: "" }, "timeline")).toEqual({
      ok: false,
      errors: { shortTitle: "Enter the year." },
    });
    expect(
      validateSlideWords({ title: "Oxford Shirts", shortTitle: "House", note: "Formals", link: "" }, "featured"),
    ).toMatchObject({ ok: true, value: { title: "Oxford Shirts", shortTitle: "House", note: "Formals", link: "" } });
    // A page's picture has no words: its form is the photo and its description alone.
    expect(validateSlideWords({ title: "ignored" }, "visit")).toMatchObject({ ok: true, value: { title: "" } });
  });
});

describe("the go-live checklist", () => {
  const done = {
    placeholderSiteUrl: null,
    placeholderPhones: 0,
    placeholderEmail: null,
    artwork: { products: 0, slides: 0 },
    mailConfigured: true,
    staffAccounts: 2,
    backup: { configured: true, lastGoodAt: "2026-11-25T00:00:00Z" },
    unreviewedPolicies: 0,
  };
  const links = { staff: "/admin/staff", backup: "/admin/backups" };
  const ids = (lines: ChecklistLine[]) => lines.map((l) => l.id);

  it("is empty once everything is done", () => {
    expect(goLiveChecklist(done, links)).toEqual([]);
  });

  it("has a line for each open item, with where it is fixed", () => {
    const lines = goLiveChecklist(
      {
        placeholderSiteUrl: "https://www.themensstudio.example",
        placeholderPhones: 2,
        placeholderEmail: "store@example.com",
        artwork: { products: 120, slides: 14 },
        mailConfigured: false,
        staffAccounts: 1,
        backup: { configured: false, lastGoodAt: null },
        unreviewedPolicies: 3,
      },
      links,
    );
    expect(ids(lines)).toEqual([
      "site-address",
      "phones",
      "email",
      "product-artwork",
      "slide-artwork",
      "policies",
      "mail",
      "staff",
      "backup",
    ]);
    expect(lines.find((l) => l.id === "policies")!.text).toMatch(/^3 policy pages are still the text/);
    expect(lines.find((l) => l.id === "policies")!.href).toBe("/admin/settings/pages");
    expect(lines[3]!.text).toBe("120 products still show generated artwork, not the store's photographs.");
    expect(lines[3]!.href).toBe("/admin/photo-day");
    expect(lines.find((l) => l.id === "staff")!.href).toBe("/admin/staff");
    expect(lines[1]!.href).toBe("/admin/settings/store#phones");
    expect(lines.find((l) => l.id === "slide-artwork")!.href).toBe("/admin/settings/showcase");
    // Issue 32: the mail server is set in the staff area now, not on the server.
    expect(lines.find((l) => l.id === "mail")).toMatchObject({
      href: "/admin/settings/mail",
      action: "Set the mail server",
    });
  });

  it("says, while the site's address is the placeholder, what to set where the server starts", () => {
    const [line] = goLiveChecklist({ ...done, placeholderSiteUrl: "https://www.themensstudio.example" }, links);
    expect(line!.id).toBe("site-address");
    expect(line!.text).toContain("https://www.themensstudio.example");
    expect(line!.text).toMatch(/Set SITE_URL to the store's address .* where the server starts, and restart it\./);
    // No staff screen sets it: the line links nowhere rather than to a screen that cannot help.
    expect(line!.href).toBeUndefined();
  });

  it("recognises the e-mail domains that deliver to nobody", () => {
    expect(isPlaceholderEmail("store@example.com")).toBe(true);
    expect(isPlaceholderEmail("a@shop.example")).toBe(true);
    expect(isPlaceholderEmail("hello@themensstudio.in")).toBe(false);
  });
});
