import { expect, it } from "vitest";
import { collectionPathOf, itemPath, normalizePathname } from "./paths.ts";

it("drops trailing slashes except for the root", () => {
  expect(normalizePathname("/about/")).toBe("/about");
  expect(normalizePathname("/collections/formals")).toBe("/collections/formals");
  expect(normalizePathname("/")).toBe("/");
});

it("puts an item under its collection's path", () => {
  expect(itemPath("/groom", "onion-pink-handwork-sherwani")).toBe("/groom/onion-pink-handwork-sherwani");
  expect(itemPath("/collections/formals/", "white-oxford")).toBe("/collections/formals/white-oxford");
});

it("finds the collection of an item URL", () => {
  expect(collectionPathOf("/groom/onion-pink-handwork-sherwani", "onion-pink-handwork-sherwani")).toBe("/groom");
  expect(collectionPathOf("/collections/formals/white-oxford", "white-oxford")).toBe("/collections/formals");
  expect(collectionPathOf("/Groom/", undefined)).toBe("/groom");
  expect(collectionPathOf("/collections/formals", undefined)).toBe("/collections/formals");
  // The router hands the segment decoded; the path stays encoded: the last segment goes either way.
  expect(collectionPathOf("/groom/caf%C3%A9", "café")).toBe("/groom");
});
