import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HASHES_AT_ONCE, MAX_WAITING, PasswordCheckBusy, verifyDecoy, verifyPassword } from "./passwords.server.ts";

/** A stored hash with cheap parameters (N=2^12), so the queue can be filled quickly; verifyPassword reads them from the string. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return ["scrypt", 12, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

describe("password checks", () => {
  it("verify the right password and refuse a wrong one", async () => {
    const stored = cheapHash("saffron kurta on tuesday");
    expect(await verifyPassword("saffron kurta on tuesday", stored)).toBe(true);
    expect(await verifyPassword("saffron kurta on wednesday", stored)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("bound the queue: past the running and waiting slots a check is refused at once, and the rest finish", async () => {
    const stored = cheapHash("pass phrase for the queue");
    const capacity = HASHES_AT_ONCE + MAX_WAITING;
    const accepted = Array.from({ length: capacity }, () => verifyPassword("pass phrase for the queue", stored));
    let finished = 0;
    for (const check of accepted) void check.then(() => finished++);
    const refused = verifyPassword("pass phrase for the queue", stored);
    await expect(refused).rejects.toBeInstanceOf(PasswordCheckBusy);
    await expect(refused).rejects.toHaveProperty("retryAfterMs", 2_000);
    // Refused before any queued hash finished: the answer does not wait in the queue.
    expect(finished).toBe(0);
    expect(await Promise.all(accepted)).toEqual(Array.from({ length: capacity }, () => true));
    // Once drained, checks are accepted again.
    expect(await verifyPassword("pass phrase for the queue", stored)).toBe(true);
  });

  it("a decoy check takes no slot when all are busy, so it cannot push real checks back", async () => {
    const stored = cheapHash("real staff passphrase");
    const busy = Array.from({ length: HASHES_AT_ONCE + MAX_WAITING }, () =>
      verifyPassword("real staff passphrase", stored),
    );
    // The queue is full: a real check would be refused, a decoy still answers (false), after a wait.
    await expect(verifyPassword("real staff passphrase", stored)).rejects.toBeInstanceOf(PasswordCheckBusy);
    const decoys = await Promise.all(Array.from({ length: 20 }, () => verifyDecoy("made-up user's guess")));
    expect(decoys).toEqual(Array.from({ length: 20 }, () => false));
    await Promise.all(busy);
  });
});
