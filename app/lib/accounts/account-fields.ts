/** The limits of an account's fields, as the forms say them and the server checks them. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX = 80;
