/** A new password's length, as the forms say it and the server checks it (passwords.server.ts). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
