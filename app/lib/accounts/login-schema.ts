// zod/mini, as the contact schema: the same checks in a fraction of the bytes.
import * as z from "zod/mini";
import { secret } from "../forms/fields.ts";

/**
 * The staff login's fields. An empty username or password may be sent (docs/behaviour.md#staff-login: the
 * answer is then "Login failed!"), so emptiness is not an error here; what is refused
 * is what no login form sends: a field that is not text, or text far beyond any
 * real username or password. Both are taken as typed (the login normalizes the username).
 */
export const LOGIN_LIMITS = { username: 128, password: 1024 } as const;

export const loginSchema = z.object({
  username: secret("Username", LOGIN_LIMITS.username),
  password: secret("Password", LOGIN_LIMITS.password),
});

export type LoginInput = z.output<typeof loginSchema>;

/** The login's fields from a JSON body (the API), or null when they are not what a login sends. */
export function parseLogin(input: unknown): LoginInput | null {
  const parsed = loginSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
