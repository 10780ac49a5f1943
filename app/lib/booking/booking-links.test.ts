import { describe, expect, it } from "vitest";
import { store } from "../../content/store.ts";
import {
  bookingCalendar,
  bookingSubject,
  confirmationPath,
  confirmWhatsAppLink,
  storeWhatsAppLink,
  type BookedVisit,
} from "./booking-links.ts";

const booking: BookedVisit = {
  reference: "MS-7K4Q",
  kind: "trial",
  item_title: "Ivory silk sherwani",
  purpose: null,
  date: "2026-11-29",
  time: "12:30",
  status: "requested",
  version: 1,
  name: "Meera",
  phone_e164: "+919845098450",
};

const SITE = "https://shop.example.in";

const decoded = (link: string) => decodeURIComponent(new URL(link).searchParams.get("text") ?? link);

describe("a booking's words, calendar file and links", () => {
  it("names what the visit is for", () => {
    expect(bookingSubject(booking)).toBe("Trial: Ivory silk sherwani");
    expect(bookingSubject({ kind: "trial", item_title: null, purpose: null })).toBe("Trial: an item");
    expect(bookingSubject({ kind: "fitting", item_title: null, purpose: null })).toBe("Fitting: a visit");
  });

  it("writes the calendar file tentative while requested, a new sequence per change, cancelled when off", () => {
    const requested = bookingCalendar(booking, store, SITE, new Date("2026-11-24T10:00:00Z"));
    expect(requested).toContain("STATUS:TENTATIVE");
    expect(requested).toContain("SEQUENCE:0");
    // The site's address as the server was started with it: the event's link and its UID's domain.
    expect(requested).toContain("UID:MS-7K4Q@shop.example.in");
    expect(requested).toContain("URL:https://shop.example.in/visit");
    expect(requested).toContain(`SUMMARY:Trial: Ivory silk sherwani at ${store.name}`);
    const confirmed = bookingCalendar({ ...booking, status: "confirmed", version: 2 }, store, SITE);
    expect(confirmed).toContain("STATUS:CONFIRMED");
    expect(confirmed).toContain("SEQUENCE:1");
    expect(bookingCalendar({ ...booking, status: "cancelled", version: 3 }, store, SITE)).toContain("STATUS:CANCELLED");
  });

  it("prefills the visitor's and the staff's WhatsApp messages with the reference and the slot", () => {
    const toStore = storeWhatsAppLink(booking, store);
    expect(toStore).toContain(store.chatPhone.e164.replace(/^\+/, ""));
    expect(decoded(toStore)).toContain("MS-7K4Q");
    const toVisitor = confirmWhatsAppLink(booking, store)!;
    expect(toVisitor).toContain("919845098450");
    expect(decoded(toVisitor)).toMatch(/^Hello Meera, this is .*trial: ivory silk sherwani.*MS-7K4Q/);
    expect(confirmWhatsAppLink({ ...booking, phone_e164: null }, store)).toBeNull();
  });

  it("links the confirmation page with its pass, escaped", () => {
    expect(confirmationPath("MS-7K4Q", "a/b+c")).toBe("/book/MS-7K4Q?pass=a%2Fb%2Bc");
  });
});

describe("staff's WhatsApp to a visitor who booked in Kannada or Hindi", () => {
  it("confirms in Kannada: the day in Kannada, the item as entered, the reference", () => {
    const text = decoded(confirmWhatsAppLink({ ...booking, language: "kn" }, store)!);
    expect(text).toMatch(new RegExp(`^ನಮಸ್ಕಾರ Meera ಅವರೇ, ನಾವು ${store.name}\\. ನಿಮ್ಮ ಭೇಟಿ ಖಚಿತವಾಗಿದೆ: ಭಾನುವಾರ, 29 ನವೆಂಬರ್, `));
    expect(text).toContain("(Ivory silk sherwani ಟ್ರಯಲ್). ನಿಮ್ಮ ರೆಫರೆನ್ಸ್ ಸಂಖ್ಯೆ MS-7K4Q. ಅಂಗಡಿಯಲ್ಲಿ ಸಿಗೋಣ: ");
    expect(text).not.toMatch(/Hello|confirmed|Trial/);
  });

  it("confirms in Hindi, a fitting as a fitting", () => {
    const text = decoded(
      confirmWhatsAppLink({ ...booking, kind: "fitting", item_title: null, purpose: "groom", language: "hi" }, store)!,
    );
    expect(text).toMatch(
      new RegExp(`^नमस्ते Meera जी, हम ${store.name} से बोल रहे हैं। आपकी विज़िट पक्की हो गई है: रविवार, 29 नवंबर, `),
    );
    expect(text).toContain("(फ़िटिंग)। आपका रेफ़रेंस नंबर MS-7K4Q है। दुकान पर मिलते हैं: ");
  });

  it("is today's English message for an English booking or one stored before languages", () => {
    expect(confirmWhatsAppLink({ ...booking, language: "en" }, store)).toBe(confirmWhatsAppLink(booking, store));
    expect(confirmWhatsAppLink({ ...booking, language: "xx" }, store)).toBe(confirmWhatsAppLink(booking, store));
  });
});
