/**
 * The accounts domain's door: what other domains, routes and the server may use.
 * Staff accounts and sign-in: sessions, roles and permission checks, passwords, two-step codes, passkeys, recent verification, invitations and reset links.
 */
export { checkLink, listLinks, revokeLink } from "./account-links.server.ts";
export { getAccount, listAccounts } from "./account-list.server.ts";
export { ACCOUNT_LINK_MAIL, accountLinkMailHandler } from "./account-mail.server.ts";
export { AdminError, createAdmin, ensureInitialAdmin, resetPassword } from "./admins.server.ts";
export {
  LOGIN_BODY_MAX_BYTES,
  assertPermission,
  assertSameOrigin,
  currentAdmin,
  isSignedIn,
  isStaffBrowser,
  login,
  loginCookieHeaders,
  loginRefusal,
  logout,
  pendingSignIn,
  requireAdmin,
  requirePermission,
  requireSignedIn,
  staffName,
} from "./auth.server.ts";
export { deviceRows } from "./devices.server.ts";
export { acceptInvitation, createInvitation } from "./invitations.server.ts";
export { sharedLink } from "./link-share.server.ts";
// One-time link tokens (a review link is one too): random, stored as a hash, sealed while an e-mail waits.
export { changePassword, setLanguage, updateProfile } from "./own-account.server.ts";
export { changeAccount, clearTwoStepOf, endAccountSessions } from "./owner-actions.server.ts";
export type { AccountChange } from "./owner-actions.server.ts";
export { listPasskeys, registerPasskey, registrationOptions, relyingParty, removePasskey } from "./passkeys.server.ts";
export { pruneSignIns } from "./pruning.server.ts";
export {
  checkSessionCode,
  checkSessionPassword,
  isRecentlyVerified,
  markVerified,
  requireRecentVerification,
  verifyPasskeyOptions,
  verifyWith,
  verifyWithPasskey,
} from "./recent-verification.server.ts";
export { createResetLink, redeemResetLink } from "./reset-links.server.ts";
export { passkeyOptions, passkeySignIn, verifySecondStep } from "./second-step.server.ts";
export { endDeviceSession, promoteSession } from "./sessions.server.ts";
export type { SessionAdmin } from "./sessions.server.ts";
export {
  confirmTotp,
  disableTotp,
  firstRecoveryCodes,
  pendingCodeMatches,
  pendingTotp,
  renewRecoveryCodes,
  requiresTwoStep,
  setTwoStepRequired,
  startTotp,
} from "./two-step.server.ts";
