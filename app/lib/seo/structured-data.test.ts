import { describe, expect, it } from "vitest";
import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import { STORE_HOURS, store } from "../../content/store.ts";
import type { HoursRule } from "../time/store-hours.ts";
import { clothingStoreJsonLd, jsonLdText, priceAmount, productJsonLd } from "./structured-data.ts";
import { itemRating } from "../reviews/item-rating.ts";

const siteUrl = "https://shop.example.in";
const shell = { storeName: store.name, siteUrl };

describe("ClothingStore JSON-LD", () => {
  const data = clothingStoreJsonLd(new Date("2025-03-20T06:00:00Z"), store, STORE_HOURS, siteUrl);

  it("names the store with its address, geo, phone, e-mail and social profiles", () => {
    expect(data["@type"]).toBe("ClothingStore");
    expect(data.address.postalCode).toBe("560057");
    expect(data.geo).toMatchObject({ latitude: 13.0079, longitude: 77.5128 });
    expect(data.telephone).toBe(`+${store.phones[0]!.e164}`);
    expect(data.email).toBe(store.email);
    expect(data.sameAs).toHaveLength(4);
  });

  it("has a contact point for each phone number and one for WhatsApp", () => {
    expect(data.contactPoint.map((c) => c.telephone)).toEqual([
      ...store.phones.map((p) => `+${p.e164}`),
      `+${store.chatPhone.e164}`,
    ]);
    expect(data.contactPoint.at(-1)).toMatchObject({ "@type": "ContactPoint", name: "WhatsApp" });
  });

  it("gives each weekday its hours and the dated exceptions as special opening hours", () => {
    const rule: HoursRule = {
      ...STORE_HOURS,
      week: STORE_HOURS.week.map((h, day) => (day === 0 ? null : day === 6 ? { opens: "11:00", closes: "18:00" } : h)),
      exceptions: [
        { from: "2025-03-01", to: "2025-03-02", hours: null, note: "Over already" },
        { from: "2025-03-28", to: "2025-03-29", hours: null, note: "Ugadi" },
        { from: "2025-04-05", to: "2025-04-05", hours: { opens: "12:00", closes: "16:00" }, note: "" },
      ],
    };
    const week = clothingStoreJsonLd(new Date("2025-03-20T06:00:00Z"), store, rule, siteUrl);
    expect(week.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00" }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "11:00", closes: "18:00" }),
    ]);
    const special = week.specialOpeningHoursSpecification;
    expect(special.slice(0, 3)).toEqual([
      expect.objectContaining({ validFrom: "2025-03-25", opens: "00:00", closes: "00:00" }),
      expect.objectContaining({ validFrom: "2025-03-28", validThrough: "2025-03-29", opens: "00:00" }),
      expect.objectContaining({ validFrom: "2025-04-05", validThrough: "2025-04-05", opens: "12:00", closes: "16:00" }),
    ]);
    expect(special.some((s) => s.validFrom === "2025-03-01")).toBe(false);
  });

  it("leaves out a social network staff left empty", () => {
    const { linkedin: _, ...social } = store.social;
    expect(clothingStoreJsonLd(new Date(), { ...store, social }, STORE_HOURS, siteUrl).sameAs).toHaveLength(3);
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

describe("Product JSON-LD of an item page", () => {
  const item: CatalogueItem = {
    slug: "onion-pink-handwork-sherwani",
    title: "Onion Pink Handwork Sherwani",
    description: "Onion-pink silk with dense resham and sequin handwork across the yoke.",
    category: "traditional",
    type: "handwork",
    price: "₹46,000",
    images: [
      { key: "catalogue/groom/onion-pink-handwork-sherwani-1", kind: "portrait", alt: "Onion-pink sherwani" },
      { key: "catalogue/groom/onion-pink-handwork-sherwani-2", kind: "portrait", alt: "Close-up" },
    ],
  };
  const path = "/groom/onion-pink-handwork-sherwani";

  it("names the item with every picture as an absolute URL, its description and address", () => {
    const data = productJsonLd(item, path, shell);
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(item.title);
    expect(data.description).toBe(item.description);
    expect(data.url).toBe(`${siteUrl}${path}`);
    expect(data.image).toEqual([
      `${siteUrl}/images/catalogue/groom/onion-pink-handwork-sherwani-1-800.webp`,
      `${siteUrl}/images/catalogue/groom/onion-pink-handwork-sherwani-2-800.webp`,
    ]);
  });

  it("gives the store's name as the brand of its own pieces, and an item's own brand when it has one", () => {
    expect(productJsonLd(item, path, shell).brand).toEqual({ "@type": "Brand", name: store.name });
    expect(productJsonLd({ ...item, brand: "Jockey" }, path, shell).brand).toEqual({
      "@type": "Brand",
      name: "Jockey",
    });
  });

  it("offers it in rupees, in store, when it has a price", () => {
    expect(productJsonLd(item, path, shell).offers).toMatchObject({
      "@type": "Offer",
      price: "46000",
      priceCurrency: "INR",
      availability: "https://schema.org/InStoreOnly",
      url: `${siteUrl}${path}`,
    });
  });

  it("claims no offer without a price, or with a price that is not one amount", () => {
    const { price: _price, ...withoutPrice } = item;
    expect(productJsonLd(withoutPrice, path, shell)).not.toHaveProperty("offers");
    expect(productJsonLd({ ...item, price: "On request" }, path, shell)).not.toHaveProperty("offers");
  });

  it("adds the reviews the page shows, and their aggregate only when the page states the average", () => {
    const reviews = [
      { stars: 5, name: "Ravi K.", date: "2026-11-02", words: "Fitted in a day." },
      { stars: 4, name: "Anil S.", date: "2026-10-30", words: null },
      { stars: 2, name: "Manoj P.", date: "2026-10-01" },
    ];
    const three = JSON.parse(
      jsonLdText(productJsonLd(item, path, shell, { ...itemRating({ count: 3, average: 3.7 }), reviews })),
    );
    expect(three["@type"]).toBe("Product");
    expect(three.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(three.review).toHaveLength(3);
    expect(three.review[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Ravi K." },
      datePublished: "2026-11-02",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: "Fitted in a day.",
    });
    // A rating without words (or with its words hidden) has no body.
    expect(three.review[1]).not.toHaveProperty("reviewBody");
    // Two reviews: the page shows them but no average, so no aggregate either.
    const two = productJsonLd(item, path, shell, { ...itemRating({ count: 2, average: 4.5 }), reviews });
    expect(two).not.toHaveProperty("aggregateRating");
    expect(two).toHaveProperty("review");
    // No reviews: the plain Product.
    expect(productJsonLd(item, path, shell, { count: 0, reviews: [] })).toEqual(productJsonLd(item, path, shell));
  });

  it("reads prices as staff write them", () => {
    expect(priceAmount("₹46,000")).toBe("46000");
    expect(priceAmount("₹1,20,000")).toBe("120000");
    expect(priceAmount("Rs. 1,299.50")).toBe("1299.50");
    expect(priceAmount("INR 899")).toBe("899");
    expect(priceAmount("₹899/-")).toBe("899");
    for (const text of ["From ₹4,000", "₹4,000 - ₹6,000", "On request", "₹0", "", undefined])
      expect(priceAmount(text), String(text)).toBeUndefined();
  });
});
