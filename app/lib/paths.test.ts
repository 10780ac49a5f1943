import { expect, it } from "vitest";
import { normalizePathname } from "./paths.ts";

it("drops trailing slashes except for the root", () => {
  expect(normalizePathname("/about/")).toBe("/about");
  expect(normalizePathname("/collections/formals")).toBe("/collections/formals");
  expect(normalizePathname("/")).toBe("/");
});
