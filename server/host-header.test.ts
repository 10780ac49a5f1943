import { describe, expect, it } from "vitest";
import { isValidHost } from "./host-header.ts";

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "127.0.0.1",
    "127.0.0.1:8080",
    "[::1]",
    "[::1]:3000",
    "www.themensstudio.in",
    "shop.example.in.",
    "my_app:3000",
  ])("accepts %s", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    "",
    "evil example",
    "user@x",
    "x:99999",
    "[::1",
    "a/b",
    "x:1:2",
    "x:",
    ":80",
    "a..b",
    "-a.com",
    "x?y",
    "x#y",
    "[zz::1]",
    "é.in",
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});
