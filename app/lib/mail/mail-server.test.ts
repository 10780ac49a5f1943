import { describe, expect, it } from "vitest";
import { readForm } from "../../../tests/support/settings-forms.ts";
import { mailFormSchema, mailFormValue } from "./mail-form.ts";
import { resolveMailSource, type SavedMail, savedTransport, serverFromSmtpUrl } from "./mail-server.ts";

const saved: SavedMail = {
  host: "smtp.zoho.in",
  port: 465,
  security: "tls",
  username: "alerts@shop.in",
  password: "app-pass",
  from: "alerts@shop.in",
  notify: ["owner@shop.in"],
};
const env = {
  smtpUrl: "smtps://relay%40shop.in:s3cr%3At@mail.shop.in:2465",
  notify: ["counter@shop.in", "owner@shop.in"],
  from: "website@shop.in",
};

describe("which mail server wins", () => {
  it("the server's SMTP_URL and NOTIFY_EMAIL win over saved settings", () => {
    const source = resolveMailSource(env, saved);
    expect(source.source).toBe("server");
    if (source.source !== "server") return;
    expect(source.server).toEqual({
      host: "mail.shop.in",
      port: 2465,
      security: "tls",
      username: "relay@shop.in",
      from: "website@shop.in",
      notify: ["counter@shop.in", "owner@shop.in"],
    });
    // What the screen shows carries no password.
    expect(JSON.stringify(source.server)).not.toContain("s3cr");
  });

  it("the saved settings serve when the server has none", () => {
    expect(resolveMailSource(undefined, saved)).toEqual({
      source: "saved",
      server: { ...saved, password: undefined },
      password: "app-pass",
    });
  });

  it("with neither, or saved settings without anyone to alert, nobody is e-mailed", () => {
    expect(resolveMailSource(undefined, null)).toEqual({ source: "none" });
    expect(resolveMailSource(undefined, { ...saved, notify: [] })).toEqual({ source: "none" });
  });

  it("reads smtp:// as STARTTLS on 587 and smtps:// as TLS on 465 by default", () => {
    expect(serverFromSmtpUrl({ ...env, smtpUrl: "smtp://mail.shop.in" })).toMatchObject({
      port: 587,
      security: "starttls",
      username: "",
    });
    expect(serverFromSmtpUrl({ ...env, smtpUrl: "smtps://mail.shop.in" })).toMatchObject({
      port: 465,
      security: "tls",
    });
  });

  it("connects as the saved security says: TLS, STARTTLS required, or plain; no user name, no sign-in", () => {
    expect(savedTransport(saved, "app-pass")).toEqual({
      host: "smtp.zoho.in",
      port: 465,
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
      auth: { user: "alerts@shop.in", pass: "app-pass" },
    });
    expect(savedTransport({ ...saved, security: "starttls", port: 587 }, "p")).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(savedTransport({ ...saved, security: "none", username: "" }, null)).toMatchObject({
      secure: false,
      ignoreTLS: true,
      auth: undefined,
    });
  });
});

describe("the mail form", () => {
  const good = {
    host: "SMTP.Zoho.in",
    port: "465",
    security: "tls",
    username: "alerts@shop.in",
    password: " pass with spaces ",
    from: "alerts@shop.in",
    notify: "owner@shop.in, counter@shop.in\nowner@shop.in",
  };

  it("reads a complete form, the password exactly as typed and the alerted list without repeats", () => {
    const read = readForm(mailFormSchema, good);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(mailFormValue(read.value)).toEqual({
      host: "smtp.zoho.in",
      port: 465,
      security: "tls",
      username: "alerts@shop.in",
      password: " pass with spaces ",
      from: "alerts@shop.in",
      notify: ["owner@shop.in", "counter@shop.in"],
    });
  });

  it("says what is wrong in each field", () => {
    const read = readForm(mailFormSchema, {
      host: "https://smtp.zoho.in:465",
      port: "70000",
      security: "ssl",
      username: "",
      password: "",
      from: "not an address",
      notify: "owner@shop.in, nobody",
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      host: "Enter a server name like smtp.zoho.in, without https:// or a port.",
      port: "Enter the port: a number, usually 465 or 587.",
      security: "Choose the connection's security.",
      from: "Enter an e-mail address, e.g. website@yourstore.in.",
      notify: "Enter e-mail addresses separated by commas, e.g. owner@yourstore.in, counter@yourstore.in.",
    });
    const empty = readForm(mailFormSchema, {});
    expect(empty.ok || empty.errors).toMatchObject({
      host: "Enter the mail server, e.g. smtp.zoho.in.",
      from: "Enter the address the alerts come from.",
      notify: "Enter at least one address to alert.",
    });
  });
});
