// zod/mini, as the contact schema: the same checks in a fraction of the bytes.
import * as z from "zod/mini";

/**
 * The staff login's fields. An empty username or password may be sent (docs/behaviour.md#staff-login: the
 * answer is then "Login failed!"), so emptiness is not an error here; what is refused
 * is what no login form sends: a field that is not text, or text far beyond any
 * real username or password.
 */
export const LOGIN_LIMITS = { username: 128, password: 1024 } as const;

const text = (max: number) =>
  z.pipe(
    z.transform((value: unknown) => value ?? ""),
    z.string().check(z.maxLength(max)),
  );

export const loginSchema = z.object({
  username: text(LOGIN_LIMITS.username),
  password: text(LOGIN_LIMITS.password),
});

export type LoginInput = z.output<typeof loginSchema>;

export function parseLogin(input: unknown): LoginInput | null {
  const parsed = loginSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
