import { expect, it } from "vitest";
import { itemPath, normalizePathname } from "./paths.ts";

it("drops trailing slashes except for the root", () => {
  expect(normalizePathname("/about/")).toBe("/about");
  expect(normalizePathname("/collections/formals")).toBe("/collections/formals");
  expect(normalizePathname("/")).toBe("/");
});

it("puts an item under its collection's path", () => {
  expect(itemPath("/groom", "onion-pink-handwork-sherwani")).toBe("/groom/onion-pink-handwork-sherwani");
  expect(itemPath("/collections/formals/", "white-oxford")).toBe("/collections/formals/white-oxford");
});
