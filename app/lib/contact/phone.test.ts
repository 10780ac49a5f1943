import { describe, expect, it } from "vitest";
import { customerKey, isPhoneKey, searchedPhoneDigits, toE164 } from "./phone.ts";

describe("phone numbers", () => {
  it("reads the ways Indian visitors write the same mobile number as one E.164 number", () => {
    for (const raw of [
      "9845012345",
      "+91 98450 12345",
      "098450 12345",
      "919845012345",
      "+91-98450-12345",
      "0091 98450 12345",
    ]) {
      expect(toE164(raw)).toBe("+919845012345");
    }
  });

  it("keeps other countries' numbers and refuses numbers that cannot exist", () => {
    expect(toE164("+1 (415) 555-0100")).toBe("+14155550100");
    expect(toE164("080 2345 6789")).toBe("+918023456789");
    expect(toE164("1234567")).toBeUndefined();
    expect(toE164("")).toBeUndefined();
  });

  it("groups a customer by phone, else by the digits of a number that does not parse, else by e-mail in lower case", () => {
    expect(customerKey("98450 12345", "Ravi@Example.com")).toBe("+919845012345");
    expect(customerKey("12345", " Ravi@Example.com ")).toBe("ravi@example.com");
    // A French mobile typed without its country code is no Indian number: its digits
    // are the key, for a message (which has an e-mail) and a booking (which has none).
    expect(toE164("06 12 34 56 78")).toBeUndefined();
    expect(customerKey("06 12 34 56 78", "Jo@example.com")).toBe("0612345678");
    expect(customerKey("06-12-34-56-78")).toBe("0612345678");
    expect(isPhoneKey("+919845012345")).toBe(true);
    expect(isPhoneKey("ravi@example.com")).toBe(false);
  });

  it("reads a search as a phone only when it is one: a name or reference with digits in it is not", () => {
    expect(searchedPhoneDigits(" +91 98450-12345 ")).toBe("919845012345");
    expect(searchedPhoneDigits("(080) 2345")).toBe("0802345");
    expect(searchedPhoneDigits("845")).toBe("845");
    expect(searchedPhoneDigits("84")).toBeUndefined();
    expect(searchedPhoneDigits("Too late Cmwx6iy7b3lh")).toBeUndefined();
    expect(searchedPhoneDigits("MS-7K2Q")).toBeUndefined();
    expect(searchedPhoneDigits("Ravi 2345")).toBeUndefined();
  });
});
