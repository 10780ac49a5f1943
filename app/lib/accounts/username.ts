/**
 * The username rule, for the invitation's form and the server's `npm run admin`:
 * 2 to 64 letters, digits, dots, dashes, underscores or @, matched case-insensitively
 * and without surrounding spaces.
 */
const USERNAME = /^[a-z0-9][a-z0-9._@-]{1,63}$/;

export const USERNAME_RULE = "The username must be 2 to 64 characters: letters, digits, dot, dash, underscore or @.";

/** Usernames are matched case-insensitively and without surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameProblem(username: string): string | null {
  return USERNAME.test(normalizeUsername(username)) ? null : USERNAME_RULE;
}
