import { expect, it } from "vitest";
import { collectionPathOf } from "./collection-path.ts";

it("finds the collection of an item URL", () => {
  expect(collectionPathOf("/groom/onion-pink-handwork-sherwani", "onion-pink-handwork-sherwani")).toBe("/groom");
  expect(collectionPathOf("/collections/formals/white-oxford", "white-oxford")).toBe("/collections/formals");
  expect(collectionPathOf("/Groom/", undefined)).toBe("/groom");
  expect(collectionPathOf("/collections/formals", undefined)).toBe("/collections/formals");
  // The router hands the segment decoded; the path stays encoded: the last segment goes either way.
  expect(collectionPathOf("/groom/caf%C3%A9", "café")).toBe("/groom");
});
