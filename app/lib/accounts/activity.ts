import { civilDateText, parseCivilDate } from "../time/civil-date.ts";

/**
 * What the activity log records and how the owner filters it. Each action belongs
 * to one kind (the filter's choices); another part of the store that wants its
 * actions in the log adds them here and calls `recordActivity`
 * (app/services/platform/activity.server.ts) in the transaction that does them.
 */
export const ACTIVITY_KINDS = {
  "sign-in": "Sign-ins",
  "two-step": "Two-step sign-in",
  account: "Accounts",
  settings: "Settings",
  catalogue: "Publish, hide, delete",
  messages: "Messages",
  reviews: "Reviews",
  export: "Exports",
  backup: "Backups and restores",
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export const ACTIVITY_ACTIONS = {
  "sign-in.succeeded": { kind: "sign-in", label: "signed in" },
  "sign-in.passkey": { kind: "sign-in", label: "signed in with a passkey" },
  "sign-in.failed": { kind: "sign-in", label: "sign-in failed" },
  "sign-in.second-step-failed": { kind: "sign-in", label: "second step failed" },
  "sign-in.throttled": { kind: "sign-in", label: "sign-in throttled" },
  "sign-in.disabled": { kind: "sign-in", label: "sign-in refused: account disabled" },
  "sign-out": { kind: "sign-in", label: "signed out" },
  "session.ended": { kind: "sign-in", label: "signed out a device" },
  "account.verified": { kind: "sign-in", label: "confirmed it was them" },
  "account.verify-failed": { kind: "sign-in", label: "gave a wrong password or code" },
  "account.verify-throttled": { kind: "sign-in", label: "was throttled: too many wrong passwords or codes" },
  "two-step.totp-enabled": { kind: "two-step", label: "turned on the authenticator app" },
  "two-step.totp-disabled": { kind: "two-step", label: "turned off the authenticator app" },
  "two-step.recovery-codes": { kind: "two-step", label: "made new recovery codes" },
  "two-step.recovery-code-used": { kind: "two-step", label: "signed in with a recovery code" },
  "two-step.passkey-added": { kind: "two-step", label: "added a passkey" },
  "two-step.passkey-removed": { kind: "two-step", label: "removed a passkey" },
  "two-step.cleared": { kind: "two-step", label: "cleared two-step sign-in of" },
  "two-step.required": { kind: "two-step", label: "required two-step sign-in for everyone" },
  "two-step.optional": { kind: "two-step", label: "made two-step sign-in optional" },
  "account.created": { kind: "account", label: "created the account" },
  "account.invited": { kind: "account", label: "invited" },
  "account.invitation-revoked": { kind: "account", label: "revoked the invitation of" },
  "account.invitation-accepted": { kind: "account", label: "accepted the invitation" },
  "account.reset-link": { kind: "account", label: "made a password reset link for" },
  "account.reset-link-revoked": { kind: "account", label: "revoked the reset link of" },
  "account.password-set": { kind: "account", label: "set a new password with a reset link" },
  "account.password-reset": { kind: "account", label: "reset the password of" },
  "account.password-changed": { kind: "account", label: "changed their password" },
  "account.profile-changed": { kind: "account", label: "changed the name or e-mail of" },
  "account.language-changed": { kind: "account", label: "set their screens' language to" },
  "account.role-changed": { kind: "account", label: "changed the role of" },
  "account.disabled": { kind: "account", label: "disabled" },
  "account.enabled": { kind: "account", label: "enabled" },
  "account.deleted": { kind: "account", label: "deleted" },
  "account.sessions-ended": { kind: "account", label: "signed out every device of" },
  "settings.changed": { kind: "settings", label: "changed the settings" },
  "settings.policy-page": { kind: "settings", label: "changed the policy page" },
  "product.published": { kind: "catalogue", label: "published" },
  "product.hidden": { kind: "catalogue", label: "hid" },
  "product.unpublished": { kind: "catalogue", label: "unpublished" },
  "product.deleted": { kind: "catalogue", label: "deleted the product" },
  "messages.deleted": { kind: "messages", label: "deleted messages" },
  "review.words-hidden": { kind: "reviews", label: "hid the words of a review by" },
  "review.words-shown": { kind: "reviews", label: "showed again the words of a review by" },
  "review.answered": { kind: "reviews", label: "answered the review by" },
  "review.answer-edited": { kind: "reviews", label: "edited the answer to the review by" },
  "review.released": { kind: "reviews", label: "moved out of Spam the review by" },
  "customer.deleted": { kind: "messages", label: "deleted the customer" },
  "export.messages-csv": { kind: "export", label: "exported messages as CSV" },
  "export.data": { kind: "export", label: "exported the store's data" },
  "backup.created": { kind: "backup", label: "made a backup" },
  "backup.restored": { kind: "backup", label: "restored a backup" },
  "backup.bucket-saved": { kind: "backup", label: "set the off-site backup bucket" },
  "backup.bucket-removed": { kind: "backup", label: "stopped the copies to the backup bucket" },
  "backup.bucket-tested": { kind: "backup", label: "tested the backup bucket" },
  "backup.downloaded": { kind: "backup", label: "downloaded a backup" },
} as const satisfies Record<string, { kind: ActivityKind; label: string }>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === "string" && Object.hasOwn(ACTIVITY_KINDS, value);
}

export function activityKindOf(action: ActivityAction): ActivityKind {
  return ACTIVITY_ACTIONS[action].kind;
}

/** The words for a stored action; an action this version does not know is shown as it was stored. */
export function activityLabel(action: string): string {
  return Object.hasOwn(ACTIVITY_ACTIONS, action) ? ACTIVITY_ACTIONS[action as ActivityAction].label : action;
}

/**
 * The log never holds a password, a token, a code or a message's words, whoever
 * calls it: details under such names are dropped, values are short single lines.
 */
const SECRET_NAMES = /pass|token|secret|code|otp|key|message|body|text|cookie|hash|credential/i;
export const DETAIL_VALUE_MAX = 200;
const DETAIL_ENTRIES_MAX = 12;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;

export type ActivityDetail = Record<string, string | number | boolean | null | undefined>;

export function cleanActivityDetail(detail: ActivityDetail | undefined): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(detail ?? {})) {
    if (Object.keys(clean).length >= DETAIL_ENTRIES_MAX) break;
    if (value === null || value === undefined || SECRET_NAMES.test(name) || !/^[a-zA-Z][\w-]{0,39}$/.test(name)) {
      continue;
    }
    clean[name] = typeof value === "string" ? value.replace(CONTROL, " ").trim().slice(0, DETAIL_VALUE_MAX) : value;
  }
  return clean;
}

/** The owner's filter of the log, as it lives in the URL. */
export type ActivityFilter = { actor?: number; kind?: ActivityKind; from?: string; to?: string };

export const ACTIVITY_PAGE_SIZE = 50;

export function parseActivityFilter(params: URLSearchParams): ActivityFilter {
  const actor = params.get("person") ?? "";
  const kind = params.get("kind");
  let from = parseCivilDate(params.get("from"));
  let to = parseCivilDate(params.get("to"));
  if (from && to && civilDateText(from) > civilDateText(to)) [from, to] = [to, from];
  return {
    ...(/^\d{1,9}$/.test(actor) ? { actor: Number(actor) } : {}),
    ...(isActivityKind(kind) ? { kind } : {}),
    ...(from ? { from: civilDateText(from) } : {}),
    ...(to ? { to: civilDateText(to) } : {}),
  };
}

export function activityFilterParams(filter: ActivityFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.actor !== undefined) params.set("person", String(filter.actor));
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  return params;
}
