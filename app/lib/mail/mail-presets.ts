import type { Security } from "./mail-server.ts";

/**
 * The providers Indian shops mostly send from, each filling the host, port and
 * security it needs (the user name and password stay the owner's to type). "Other"
 * fills nothing. The same table serves the browser (the choice fills the fields at
 * once) and the server (the "Fill in" button without JavaScript).
 */
export type MailPreset = {
  id: "gmail" | "zoho" | "outlook" | "other";
  label: string;
  fill: { host: string; port: number; security: Security } | null;
  /** What the owner needs to know to sign in there. */
  hint: string;
};

export const MAIL_PRESETS: readonly MailPreset[] = [
  {
    id: "gmail",
    label: "Gmail or Google Workspace",
    fill: { host: "smtp.gmail.com", port: 465, security: "tls" },
    hint: "User name: the full Gmail or Workspace address. Password: an app password (Google Account → Security → App passwords, with 2-Step Verification on), not the account's own password.",
  },
  {
    id: "zoho",
    label: "Zoho Mail",
    fill: { host: "smtp.zoho.in", port: 465, security: "tls" },
    hint: "User name: the full Zoho address. Password: an app-specific password if two-factor sign-in is on for the mailbox (Zoho Accounts → Security → App Passwords).",
  },
  {
    id: "outlook",
    label: "Outlook.com or Microsoft 365",
    fill: { host: "smtp.office365.com", port: 587, security: "starttls" },
    hint: "User name: the full address. On Microsoft 365, an administrator must allow “Authenticated SMTP” for this mailbox.",
  },
  {
    id: "other",
    label: "Other",
    fill: null,
    hint: "Your provider's SMTP settings: its help pages give host, port and security.",
  },
];

export type PresetId = MailPreset["id"];

export function isPresetId(value: unknown): value is PresetId {
  return MAIL_PRESETS.some((p) => p.id === value);
}

export function presetById(id: string): MailPreset | undefined {
  return MAIL_PRESETS.find((p) => p.id === id);
}

/** The fields after choosing a preset: its host, port and security; "Other" keeps what is there. */
export function applyPreset<T extends { host: string; port: string; security: string }>(fields: T, id: string): T {
  const fill = presetById(id)?.fill;
  if (!fill) return fields;
  return { ...fields, host: fill.host, port: String(fill.port), security: fill.security };
}

/** The preset a host, port and security match, for the select's start; "other" when none does. */
export function presetOf(fields: { host: string; port: string | number; security: string }): PresetId {
  const match = MAIL_PRESETS.find(
    (p) =>
      p.fill &&
      p.fill.host === fields.host.trim().toLowerCase() &&
      String(p.fill.port) === String(fields.port).trim() &&
      p.fill.security === fields.security,
  );
  return match?.id ?? "other";
}
