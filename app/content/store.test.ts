import { describe, expect, it } from "vitest";
import { storeSchema } from "../lib/settings/store-schema.ts";
import { store } from "./store.ts";

describe("store facts", () => {
  it("match the schema: postal code 560057, two phones, four features", () => {
    expect(() => storeSchema.parse(store)).not.toThrow();
    expect(store.address.postalCode).toBe("560057");
  });
});
