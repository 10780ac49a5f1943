import { describe, expect, it } from "vitest";
import { store } from "../content/store.ts";
import { clothingStoreJsonLd, jsonLdText } from "./structured-data.ts";

describe("ClothingStore JSON-LD", () => {
  const data = clothingStoreJsonLd(new Date("2025-03-20T06:00:00Z"));

  it("names the store with its address, geo, phone, e-mail and social profiles", () => {
    expect(data["@type"]).toBe("ClothingStore");
    expect(data.address.postalCode).toBe("560057");
    expect(data.geo).toMatchObject({ latitude: 13.0079, longitude: 77.5128 });
    expect(data.telephone).toBe(`+${store.phones[0].e164}`);
    expect(data.email).toBe(store.email);
    expect(data.sameAs).toHaveLength(4);
  });

  it("opens 10:00-21:00 every day", () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: expect.arrayContaining(["Monday", "Sunday"]),
        opens: "10:00",
        closes: "21:00",
      }),
    ]);
    expect(data.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
  });

  it("marks the next six last-Tuesday closures as closed all day", () => {
    expect(data.specialOpeningHoursSpecification.map((s) => s.validFrom)).toEqual([
      "2025-03-25",
      "2025-04-29",
      "2025-05-27",
      "2025-06-24",
      "2025-07-29",
      "2025-08-26",
    ]);
    for (const s of data.specialOpeningHoursSpecification) {
      expect(s).toMatchObject({ opens: "00:00", closes: "00:00", validThrough: s.validFrom });
    }
  });

  it("escapes < so the JSON cannot close its script element", () => {
    expect(jsonLdText({ a: "</script><script>x" })).toBe('{"a":"\\u003c/script>\\u003cscript>x"}');
  });
});
