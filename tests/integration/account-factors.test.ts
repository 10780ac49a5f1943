import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import {
  authenticationResponse,
  newSoftPasskey,
  registrationResponse,
  type SoftPasskey,
} from "../support/soft-passkey.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import {
  accountId,
  apiLogin,
  colleague,
  newBrowser,
  ownerBrowser,
  request,
  testIdText,
  totpCode,
  type Browser,
} from "../support/staff-accounts.ts";

/**
 * Sign-in factors against a stolen session cookie (issue 35, items 1 to 3), over
 * real HTTP against the built server, on SQLite and PostgreSQL: every change to a
 * factor (the app, recovery codes, passkeys, the e-mail) needs a recent
 * verification of the session, 10 minutes, aged here in the database instead of
 * waited for; a flood of made-up passkey answers from one address does not make
 * anyone else's passkey wait; and password checks inside a session are throttled,
 * logged, and never a 500.
 */
const PASSWORD = "saffron kurta on tuesday";
const TEN_MINUTES = 10 * 60 * 1000;

/** Registers a software passkey on a signed-in browser's account (its session must be recently verified). */
async function addPasskey(browser: Browser, key: SoftPasskey) {
  const first = await request(browser, "/admin/account/passkeys", { json: { step: "options" } });
  const options = (JSON.parse(first.body) as { options?: { challenge: string; rp: { id?: string } } }).options;
  if (first.status !== 200 || !options) return first;
  return request(browser, "/admin/account/passkeys", {
    json: { step: "register", name: "Phone", response: registrationResponse(key, options, browser.url) },
  });
}

/** A passkey sign-in of its own from a browser: options, then the key's answer. */
async function passkeySignIn(browser: Browser, key: SoftPasskey | "made-up") {
  const first = await request(browser, "/admin/passkey", { json: { step: "options", purpose: "sign-in" } });
  const options = (JSON.parse(first.body) as { options?: { challenge: string; rpId?: string } }).options;
  if (first.status !== 200 || !options) return first;
  const response =
    key === "made-up"
      ? {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        }
      : authenticationResponse(key, options, browser.url);
  return request(browser, "/admin/passkey", { json: { step: "verify", purpose: "sign-in", response } });
}

/** Only the session cookie of a browser, used from another address. */
function stolen(browser: Browser): Browser {
  const thief = newBrowser(browser.url);
  for (const [name, value] of browser.cookies) if (name.endsWith("staff_session")) thief.cookies.set(name, value);
  return thief;
}

describe.each(databaseKinds)("sign-in factors against a stolen session on $name", ({ make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let owner: Browser;

  beforeAll(async () => {
    target = await make();
    server = await startServer({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    database = openDatabase(target.target);
    owner = await ownerBrowser(server.url);
  }, 90_000);

  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await target?.dispose();
  });

  /** The session's last verification, moved back in time (as if `ms` had passed since). */
  async function ageVerification(adminId: number, ms: number) {
    await database.db
      .updateTable("sessions")
      .set({ verified_ms: Date.now() - ms })
      .where("admin_id", "=", adminId)
      .execute();
  }

  async function factors(adminId: number) {
    const admin = await database.db
      .selectFrom("admins")
      .select(["totp_secret", "totp_pending", "email"])
      .where("id", "=", adminId)
      .executeTakeFirstOrThrow();
    const codes = await database.db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("admin_id", "=", adminId)
      .orderBy("code_hash")
      .execute();
    const passkeys = await database.db
      .selectFrom("passkeys")
      .select(["id", "credential_id"])
      .where("admin_id", "=", adminId)
      .orderBy("id")
      .execute();
    return { ...admin, codes: codes.map((c) => c.code_hash), passkeys };
  }

  it("a stolen session changes no factor without a recent verification; the password, then 10 minutes", async () => {
    const { browser: vic, id } = await colleague(owner, {
      name: "Vik Rao",
      username: "vik",
      password: PASSWORD,
      role: "staff",
    });
    // Just signed in: the sign-in itself is a verification, so the app and a passkey go on.
    const start = await request(vic, "/admin/account/two-step", { form: { intent: "totp-start" } });
    const shown = testIdText(start.body, "totp-secret")!;
    const on = await request(vic, "/admin/account/two-step", {
      form: { intent: "totp-confirm", code: await totpCode(shown) },
    });
    expect(on.status).toBe(200);
    const recovery = [...on.body.matchAll(/<li class="break-all">([0-9a-z-]{29})<\/li>/g)].map((m) => m[1]!);
    expect(recovery).toHaveLength(10);
    const phone = newSoftPasskey();
    expect((await addPasskey(vic, phone)).status).toBe(200);
    const before = await factors(id);
    expect(before.passkeys).toHaveLength(1);

    // Eleven minutes later the cookie is stolen.
    await ageVerification(id, TEN_MINUTES + 60_000);
    const thief = stolen(vic);
    const asked = (answer: { status: number; location: string | null }) =>
      answer.status === 302 && (answer.location ?? "").startsWith("/admin/account/verify?next=");
    const attempts = {
      "totp-start": await request(thief, "/admin/account/two-step", { form: { intent: "totp-start" } }),
      "totp-confirm": await request(thief, "/admin/account/two-step", {
        form: { intent: "totp-confirm", code: "123456" },
      }),
      "codes-renew": await request(thief, "/admin/account/two-step", { form: { intent: "codes-renew" } }),
      "passkey-remove": await request(thief, "/admin/account/two-step", {
        form: { intent: "passkey-remove", passkey: String(before.passkeys[0]!.id) },
      }),
      "e-mail": await request(thief, "/admin/account", {
        form: { intent: "profile", name: "Vik Rao", email: "thief@example.com" },
      }),
    };
    for (const [what, answer] of Object.entries(attempts)) expect(asked(answer), what).toBe(true);
    const options = await request(thief, "/admin/account/passkeys", { json: { step: "options" } });
    expect(options.status).toBe(403);
    expect(JSON.parse(options.body)).toMatchObject({
      ok: false,
      verify: expect.stringMatching(/^\/admin\/account\/verify/),
    });
    const register = await addPasskey(thief, newSoftPasskey());
    expect(register.status).toBe(403);
    expect(await factors(id)).toEqual(before);
    // A name alone is not a factor.
    const named = await request(thief, "/admin/account", { form: { intent: "profile", name: "Vik R.", email: "" } });
    expect(named.status).toBe(200);

    // The step asks for the password, an app code or a passkey; a wrong password changes nothing.
    const page = await request(thief, "/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Confirm it is you");
    expect(page.body).toContain("Code from the app");
    const wrong = await request(thief, "/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step", {
      form: { method: "password", password: "not the password" },
    });
    expect(wrong.status).toBe(422);
    expect(asked(await request(thief, "/admin/account/two-step", { form: { intent: "codes-renew" } }))).toBe(true);

    // The victim's factors still work.
    const back = newBrowser(server.url);
    expect((await apiLogin(back, "vik", PASSWORD)).status).toBe(401);
    const withCode = await request(back, "/admin/verify", { form: { method: "recovery", code: recovery[0]! } });
    expect(withCode.status).toBe(302);
    const withKey = await passkeySignIn(newBrowser(server.url), phone);
    expect(withKey.status).toBe(200);

    // With the password, the change goes through and the holder is sent back where they were going.
    const verified = await request(vic, "/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step", {
      form: { method: "password", password: PASSWORD },
    });
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/admin/account/two-step");
    const renewed = await request(vic, "/admin/account/two-step", { form: { intent: "codes-renew" } });
    expect(renewed.status).toBe(200);
    const codes = [...renewed.body.matchAll(/<li class="break-all">([0-9a-z-]{29})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);

    // Replacing the active app also needs a code from the current app or a recovery code.
    const again = await request(vic, "/admin/account/two-step", { form: { intent: "totp-start" } });
    expect(again.status).toBe(200);
    const newShown = testIdText(again.body, "totp-secret")!;
    const bare = await request(vic, "/admin/account/two-step", {
      form: { intent: "totp-confirm", code: await totpCode(newShown) },
    });
    expect(bare.status).toBe(422);
    expect(bare.body).toContain("current app");
    expect((await factors(id)).totp_secret).toBe(before.totp_secret);
    const replaced = await request(vic, "/admin/account/two-step", {
      form: { intent: "totp-confirm", code: await totpCode(newShown), current: codes[0]! },
    });
    expect(replaced.status).toBe(200);
    expect((await factors(id)).totp_secret).not.toBe(before.totp_secret);

    // Ten minutes on, it is asked again.
    await ageVerification(id, TEN_MINUTES + 1_000);
    expect(asked(await request(vic, "/admin/account/two-step", { form: { intent: "codes-renew" } }))).toBe(true);
    const log = await database.db
      .selectFrom("activity_log")
      .select("action")
      .where("actor_id", "=", id)
      .where("action", "in", ["account.verified", "account.verify-failed"])
      .execute();
    expect(new Set(log.map((r) => r.action))).toEqual(new Set(["account.verified", "account.verify-failed"]));
  }, 120_000);

  it("an owner's stolen session makes no reset link, clears no one's two-step and invites no one", async () => {
    const { id: colleagueId } = await colleague(owner, {
      name: "Asha Pai",
      username: "asha",
      password: PASSWORD,
      role: "staff",
    });
    const ownerId = await accountId(owner, TEST_ADMIN.username);
    const links = async () => (await database.db.selectFrom("account_links").select("id").execute()).length;
    const before = await links();
    await ageVerification(ownerId, TEN_MINUTES + 60_000);
    try {
      const thief = stolen(owner);
      const attempts = {
        "reset-link": await request(thief, `/admin/accounts/${colleagueId}`, { form: { intent: "reset-link" } }),
        "clear-two-step": await request(thief, `/admin/accounts/${colleagueId}`, {
          form: { intent: "clear-two-step" },
        }),
        invite: await request(thief, "/admin/accounts", {
          form: { intent: "invite", name: "Thief", email: "thief@example.com", phone: "", role: "owner" },
        }),
      };
      for (const [what, answer] of Object.entries(attempts)) {
        expect(answer.status, what).toBe(302);
        expect(answer.location ?? "", what).toMatch(/^\/admin\/account\/verify\?next=/);
      }
      expect(await links()).toBe(before);
    } finally {
      await ageVerification(ownerId, 0);
    }
    const made = await request(owner, `/admin/accounts/${colleagueId}`, { form: { intent: "reset-link" } });
    expect(made.status).toBe(200);
    expect(await links()).toBe(before + 1);
  });

  it("a flood of made-up passkey answers from one address does not delay another address's real passkey", async () => {
    const { browser: pia } = await colleague(owner, {
      name: "Pia Sen",
      username: "pia",
      password: PASSWORD,
      role: "staff",
    });
    const key = newSoftPasskey();
    expect((await addPasskey(pia, key)).status).toBe(200);

    const flooder = newBrowser(server.url);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await passkeySignIn(flooder, "made-up")).status);
    // The flood itself is limited, against its own address.
    expect(answers).toContain(429);

    const elsewhere = newBrowser(server.url);
    const real = await passkeySignIn(elsewhere, key);
    expect(real.status).toBe(200);
    expect((await request(elsewhere, "/admin/dashboard")).status).toBe(200);
  }, 60_000);

  it("password checks inside a session are throttled per account, logged, and never a 500", async () => {
    const { browser: sam, id } = await colleague(owner, {
      name: "Sam Das",
      username: "sam",
      password: PASSWORD,
      role: "staff",
    });
    const thief = stolen(sam);
    const guess = (n: number) =>
      request(thief, "/admin/account", {
        form: {
          intent: "password",
          current: `guess number ${n}`,
          password: "a new kurta for me",
          confirm: "a new kurta for me",
        },
      });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let n = 0; n < 200; n++) {
      const answer = await guess(n);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter ??= answer.response.headers.get("Retry-After");
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const logged = await database.db
      .selectFrom("activity_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("actor_id", "=", id)
      .where("action", "in", ["account.verify-failed", "account.verify-throttled"])
      .executeTakeFirstOrThrow();
    expect(Number(logged.n)).toBe(200);
    // The holder's own browser still signs in at once.
    const started = performance.now();
    expect((await apiLogin(sam, "sam", PASSWORD)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);

    // Twelve at once: refused with a time to come back, never a 500.
    const { browser: tia } = await colleague(owner, {
      name: "Tia Roy",
      username: "tia",
      password: PASSWORD,
      role: "staff",
    });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        request(stolen(tia), "/admin/account", {
          form: {
            intent: "password",
            current: `burst ${n}`,
            password: "a new kurta for me",
            confirm: "a new kurta for me",
          },
        }),
      ),
    );
    for (const answer of burst) {
      expect([422, 429, 503]).toContain(answer.status);
      if (answer.status !== 422) expect(Number(answer.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(burst.filter((a) => a.status === 422).length).toBeLessThanOrEqual(5);
  }, 180_000);

  it("the account's own name and e-mail refuse NUL, ESC and RLO next to the field", async () => {
    const { browser: uma } = await colleague(owner, {
      name: "Uma Pai",
      username: "uma",
      password: PASSWORD,
      role: "staff",
    });
    for (const bad of ["Uma\u0000Pai", "Uma\u001b[31mPai", "Uma \u202Eiap"]) {
      const answer = await request(uma, "/admin/account", { form: { intent: "profile", name: bad, email: "" } });
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect(answer.body).toContain("The name contains characters that are not allowed.");
      const mail = await request(uma, "/admin/account", {
        form: { intent: "profile", name: "Uma Pai", email: `uma${bad.slice(3, 4)}@example.com` },
      });
      expect(mail.status, JSON.stringify(bad)).toBe(422);
    }
    const row = await database.db
      .selectFrom("admins")
      .select("name")
      .where("username", "=", "uma")
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Uma Pai");
  });
});
