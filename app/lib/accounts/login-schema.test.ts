import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS, parseLogin } from "./login-schema.ts";

describe("login schema", () => {
  it("passes a username and password through unchanged", () => {
    expect(parseLogin({ username: "ravi", password: " pass word " })).toEqual({
      username: "ravi",
      password: " pass word ",
    });
  });

  it("lets empty or missing fields through (the login then fails)", () => {
    expect(parseLogin({ username: "", password: "" })).toEqual({ username: "", password: "" });
    expect(parseLogin({})).toEqual({ username: "", password: "" });
  });

  it("refuses fields that are not text or are beyond any real login", () => {
    expect(parseLogin({ username: ["a", "b"], password: "x" })).toBeNull();
    expect(parseLogin({ username: "a", password: 42 })).toBeNull();
    expect(parseLogin({ username: "a".repeat(LOGIN_LIMITS.username + 1), password: "x" })).toBeNull();
    expect(parseLogin({ username: "a", password: "x".repeat(LOGIN_LIMITS.password + 1) })).toBeNull();
    expect(parseLogin(null)).toBeNull();
  });
});
