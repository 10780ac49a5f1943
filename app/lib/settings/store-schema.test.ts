import { describe, expect, it } from "vitest";
import { storeSeed } from "../../content/store.ts";
import { storeDetailsSchema } from "./store-schema.ts";

describe("the store's time zone setting", () => {
  it("takes an IANA zone, the seed's among them", () => {
    expect(storeDetailsSchema.safeParse(storeSeed).success).toBe(true);
    expect(storeDetailsSchema.safeParse({ ...storeSeed, timeZone: "Europe/London" }).success).toBe(true);
  });

  it("refuses a zone the runtime does not know, saying what it wants", () => {
    const result = storeDetailsSchema.safeParse({ ...storeSeed, timeZone: "India/Bangalore" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["timeZone"], message: expect.stringMatching(/IANA zone/) }),
    ]);
  });
});
