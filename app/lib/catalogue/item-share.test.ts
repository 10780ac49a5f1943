import { describe, expect, it } from "vitest";
import { itemShareData, linkCopiedToast } from "./item-share.ts";
import { store } from "../../content/store.ts";

describe("itemShareData", () => {
  it("gives the share sheet the item's name, a line with its price and the store, and its address", () => {
    const url = "https://www.example.in/groom/onion-pink-handwork-sherwani";
    expect(itemShareData({ title: "Onion Pink Handwork Sherwani", price: "₹46,000" }, url, store)).toEqual({
      title: "Onion Pink Handwork Sherwani",
      text: "Onion Pink Handwork Sherwani (₹46,000) at The Men's Studio, Bengaluru",
      url,
    });
    expect(itemShareData({ title: "Jockey Cotton Vest" }, url, store).text).toBe(
      "Jockey Cotton Vest at The Men's Studio, Bengaluru",
    );
  });
});

describe("linkCopiedToast", () => {
  it("names the item whose link was copied", () => {
    expect(linkCopiedToast("Onion Pink Handwork Sherwani")).toEqual({
      title: "Link Copied!",
      description: "The link to the Onion Pink Handwork Sherwani is on your clipboard.",
    });
  });
});
