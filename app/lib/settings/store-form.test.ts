import { describe, expect, it } from "vitest";
import { storeSeed } from "../../content/store.ts";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { changedStoreFields, parseIndianPhone, storeFormSchema, storeFormValues } from "./store-form.ts";

const form = storeFormValues(storeSeed);
const check = (changes: Record<string, string>) => readForm(storeFormSchema(storeSeed, 2026), { ...form, ...changes });
const errorOf = (changes: Record<string, string>, field: string) => {
  const result = check(changes);
  return result.ok ? undefined : result.errors[field as keyof typeof result.errors];
};

describe("phone numbers", () => {
  it("reads Indian numbers the way people type them, in E.164 with a printed form", () => {
    expect(parseIndianPhone("080 2345 6789")).toEqual({ e164: "918023456789", display: "+91 80 2345 6789" });
    expect(parseIndianPhone("+91 98450-12345")).toEqual({ e164: "919845012345", display: "+91 98450 12345" });
    expect(parseIndianPhone("098450 12345")?.e164).toBe("919845012345");
  });

  it("refuses what is not a real Indian number", () => {
    expect(parseIndianPhone("12345")).toBeUndefined();
    expect(parseIndianPhone("+1 415 555 0100")).toBeUndefined();
    expect(parseIndianPhone("call us")).toBeUndefined();
  });
});

describe("the store details form", () => {
  it("saves a real change: the second number and the WhatsApp number", () => {
    const result = check({ phone2: "080 2345 6789", whatsapp: "98450 12345" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.phones[1]).toEqual({ e164: "918023456789", display: "+91 80 2345 6789" });
    expect(result.value.whatsapp.e164).toBe("919845012345");
    expect(changedStoreFields(storeSeed, result.value)).toEqual(["Second phone", "WhatsApp number"]);
    // What the form does not edit stays.
    expect(result.value.features).toEqual(storeSeed.features);
    expect(result.value.timeZone).toBe("Asia/Kolkata");
  });

  it("an empty second number leaves one", () => {
    const result = check({ phone2: "" });
    expect(result.ok && result.value.phones).toHaveLength(1);
  });

  it.each([
    [{ name: "" }, "name", "Enter the store's name."],
    [{ phone1: "" }, "phone1", "Enter the store's phone number, e.g. 080 2345 6789 or 98450 12345."],
    [{ phone1: "12345" }, "phone1", "Enter a valid Indian phone number, e.g. 080 2345 6789 or 98450 12345."],
    [{ phone2: "+44 20 7946 0958" }, "phone2", "Enter a valid Indian phone number, e.g. 080 2345 6789 or 98450 12345."],
    [{ phone2: form.phone1 }, "phone2", "This is the same number as the first one."],
    [{ whatsapp: "" }, "whatsapp", "Enter the number that answers WhatsApp (it can be one of the above)."],
    [{ email: "store@" }, "email", "Enter the store's e-mail address, e.g. hello@yourstore.in."],
    [{ postalCode: "56005" }, "postalCode", "Enter the 6-digit PIN code, e.g. 560057."],
    [{ postalCode: "060057" }, "postalCode", "Enter the 6-digit PIN code, e.g. 560057."],
    [{ lat: "91" }, "lat", "Enter a latitude from -90 to 90, e.g. 13.0079."],
    [{ lat: "north" }, "lat", "Enter a latitude from -90 to 90, e.g. 13.0079."],
    [{ lng: "-180.5" }, "lng", "Enter a longitude from -180 to 180, e.g. 77.5128."],
    [
      { instagram: "http://instagram.com/x" },
      "instagram",
      "Instagram must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.",
    ],
    [
      { facebook: "javascript:alert(1)" },
      "facebook",
      "Facebook must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.",
    ],
    [
      { youtube: "https://user:pw@youtube.com/x" },
      "youtube",
      "YouTube must be a full https:// address (e.g. https://www.instagram.com/yourstore), or left empty.",
    ],
    [{ replyHours: "0" }, "replyHours", "Enter whole hours from 1 to 72."],
    [{ replyHours: "2.5" }, "replyHours", "Enter whole hours from 1 to 72."],
    [{ foundedYear: "2030" }, "foundedYear", "Enter the year the store opened, from 1800 to 2026."],
    [{ street: "a\u0000b" }, "street", "Street contains characters that are not allowed."],
  ])("refuses %o with its message", (changes, field, message) => {
    expect(errorOf(changes, field)).toBe(message);
  });

  it("empty social links are allowed (they hide the link)", () => {
    const result = check({ linkedin: "", youtube: "" });
    expect(result.ok && result.value.social).toMatchObject({ linkedin: "", youtube: "" });
  });
});
