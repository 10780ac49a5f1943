// zod/mini: the same checks as zod with fewer bytes in the staff pages.
import * as z from "zod/mini";
import { isEmailAddress, line, secret, text } from "../forms/fields.ts";
import { acrossFields } from "../settings/form-rules.ts";
import { isSecurity, type Security, splitAddressList } from "./mail-server.ts";

/**
 * Settings → Mail's form: the server, how to sign in to it, the sender and who is
 * alerted. The password field is write-only: empty keeps the saved one, and it is
 * never sent back to the page (`hideFields`).
 */
export const MAIL_FIELDS = ["host", "port", "security", "username", "password", "from", "notify"] as const;
export const MAIL_SECRET_FIELDS = ["password"];
export const NOTIFY_MAX = 10;

/** A host name (smtp.zoho.in) or an IP address, as nodemailer would connect to it. */
export function isHost(value: string): boolean {
  if (value.length > 253) return false;
  if (/^\[?[0-9a-f:]+\]?$/i.test(value) && value.includes(":")) return true;
  return /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/i.test(value);
}

const addressList = () =>
  text("Who is alerted", { multiLine: true }).check(
    z.refine((v) => splitAddressList(v).length > 0, "Enter at least one address to alert."),
    z.refine(
      (v) => splitAddressList(v).every(isEmailAddress),
      "Enter e-mail addresses separated by commas, e.g. owner@yourstore.in, counter@yourstore.in.",
    ),
    z.refine((v) => splitAddressList(v).length <= NOTIFY_MAX, `At most ${NOTIFY_MAX} addresses.`),
  );

export const mailFormSchema = z
  .object({
    host: line("Server", 253, { required: "Enter the mail server, e.g. smtp.zoho.in." }).check(
      z.refine((v) => v === "" || isHost(v), "Enter a server name like smtp.zoho.in, without https:// or a port."),
    ),
    port: text("Port").check(
      z.refine(
        (v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535,
        "Enter the port: a number, usually 465 or 587.",
      ),
    ),
    security: text("Security").check(z.refine(isSecurity, "Choose the connection's security.")),
    username: line("User name", 254),
    password: secret("Password", 500),
    from: line("Sender address", 254, { required: "Enter the address the alerts come from." }).check(
      z.refine((v) => v === "" || isEmailAddress(v), "Enter an e-mail address, e.g. website@yourstore.in."),
    ),
    notify: addressList(),
  })
  .check(
    acrossFields<{ security: string; port: string }>((v) =>
      v.security === "none" && v.port === "465" ? { security: "Port 465 expects TLS from the start." } : {},
    ),
  );

export type MailForm = {
  host: string;
  port: number;
  security: Security;
  username: string;
  /** Empty: keep the saved password. */
  password: string;
  from: string;
  notify: string[];
};

/** The parsed form as the service saves it. */
export function mailFormValue(value: z.output<typeof mailFormSchema>): MailForm {
  return {
    host: value.host.toLowerCase(),
    port: Number(value.port),
    security: value.security as Security,
    username: value.username,
    password: value.password,
    from: value.from,
    notify: [...new Set(splitAddressList(value.notify))],
  };
}
