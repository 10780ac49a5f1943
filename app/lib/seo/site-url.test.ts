import { describe, expect, it } from "vitest";
import { parseSiteUrl } from "./site-url.ts";

describe("parseSiteUrl", () => {
  it("gives the origin, without a trailing slash, lower-cased", () => {
    expect(parseSiteUrl("https://www.TheMensStudio.in/")).toBe("https://www.themensstudio.in");
    expect(parseSiteUrl(" https://shop.example:8443 ")).toBe("https://shop.example:8443");
  });

  it("refuses what cannot be a site's public origin, naming the setting", () => {
    for (const bad of [
      "www.themensstudio.in",
      "ftp://themensstudio.in",
      "https://x.in/shop",
      "https://x.in/?a=1",
      "https://u:p@x.in",
    ]) {
      expect(() => parseSiteUrl(bad), bad).toThrow(/^SITE_URL /);
    }
  });
});
