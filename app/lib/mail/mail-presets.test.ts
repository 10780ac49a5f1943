import { describe, expect, it } from "vitest";
import { applyPreset, MAIL_PRESETS, presetOf } from "./mail-presets.ts";

describe("mail presets", () => {
  it("offer Gmail, Zoho (India), Outlook/Microsoft 365 and Other", () => {
    expect(MAIL_PRESETS.map((p) => [p.id, p.fill?.host, p.fill?.port, p.fill?.security])).toEqual([
      ["gmail", "smtp.gmail.com", 465, "tls"],
      ["zoho", "smtp.zoho.in", 465, "tls"],
      ["outlook", "smtp.office365.com", 587, "starttls"],
      ["other", undefined, undefined, undefined],
    ]);
    expect(MAIL_PRESETS.find((p) => p.id === "gmail")?.hint).toMatch(/app password/);
  });

  it("fill host, port and security and keep everything else as typed", () => {
    const typed = { host: "old.example", port: "25", security: "none", username: "me@shop.in", from: "a@shop.in" };
    expect(applyPreset(typed, "zoho")).toEqual({
      host: "smtp.zoho.in",
      port: "465",
      security: "tls",
      username: "me@shop.in",
      from: "a@shop.in",
    });
  });

  it("leave the fields alone for Other or an unknown choice", () => {
    const typed = { host: "mail.shop.in", port: "2525", security: "starttls" };
    expect(applyPreset(typed, "other")).toEqual(typed);
    expect(applyPreset(typed, "nonsense")).toEqual(typed);
  });

  it("recognise saved settings that match a preset, else Other", () => {
    expect(presetOf({ host: "smtp.gmail.com", port: 465, security: "tls" })).toBe("gmail");
    expect(presetOf({ host: "SMTP.Zoho.in ", port: "465", security: "tls" })).toBe("zoho");
    expect(presetOf({ host: "smtp.zoho.in", port: "587", security: "starttls" })).toBe("other");
    expect(presetOf({ host: "mail.shop.in", port: 25, security: "none" })).toBe("other");
  });
});
