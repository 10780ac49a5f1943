import { join } from "node:path";
import { createAdmin } from "../../app/services/accounts/admins.server.ts";
import { openDatabase } from "../../app/services/platform/db.server.ts";
import { authenticationResponse, newSoftPasskey, registrationResponse, type SoftPasskey } from "./soft-passkey.ts";
import { apiLogin, colleague, newBrowser, request, testIdText, totpCode, type Browser } from "./staff-accounts.ts";

/**
 * Issue 35's attacks on sign-in factors, for `npm run audit:security` (a server on a
 * fresh SQLite database in `dataDir`): a stolen session cookie trying to take over
 * two-step sign-in (item 1), one address flooding username-less passkey sign-ins
 * (item 2), and password guesses inside a session, in a row and at once (item 3).
 * tests/integration/account-factors.test.ts asserts the same over both databases.
 */
const PASSWORD = "audit kurta password 35";
const byStatus = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

async function addPasskey(browser: Browser, key: SoftPasskey): Promise<number> {
  const first = await request(browser, "/admin/account/passkeys", { json: { step: "options" } });
  const options = (JSON.parse(first.body) as { options?: { challenge: string; rp: { id?: string } } }).options;
  if (!options) return first.status;
  const answer = await request(browser, "/admin/account/passkeys", {
    json: { step: "register", name: "Phone", response: registrationResponse(key, options, browser.url) },
  });
  return answer.status;
}

async function passkeySignIn(browser: Browser, key: SoftPasskey | "made-up"): Promise<number> {
  const first = await request(browser, "/admin/passkey", { json: { step: "options", purpose: "sign-in" } });
  const options = (JSON.parse(first.body) as { options?: { challenge: string; rpId?: string } }).options;
  if (!options) return first.status;
  const response =
    key === "made-up"
      ? { id: "AAAA", rawId: "AAAA", type: "public-key", clientExtensionResults: {}, response: {} }
      : authenticationResponse(key, options, browser.url);
  return (await request(browser, "/admin/passkey", { json: { step: "verify", purpose: "sign-in", response } })).status;
}

function stolen(browser: Browser): Browser {
  const thief = newBrowser(browser.url);
  for (const [name, value] of browser.cookies) if (name.endsWith("staff_session")) thief.cookies.set(name, value);
  return thief;
}

export type AccountAttackFigures = {
  stolenSession: { tried: number; changed: number; answers: Record<string, number>; afterPassword: number };
  passkeyFlood: { flood: Record<number, number>; realFromElsewhere: number; realMs: number };
  sessionGuesses: {
    sequential: Record<number, number>;
    logged: number;
    parallel: Record<number, number>;
    parallelWithoutRetryAfter: number;
    ownLoginMs: number;
  };
};

export async function accountFactorAttacks(url: string, dataDir: string): Promise<AccountAttackFigures> {
  const database = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  try {
    // An owner of its own: the audit's earlier steps leave the test admin's name throttled for strangers.
    await createAdmin(database, { username: "audit-owner", password: PASSWORD, role: "owner" });
    const owner = newBrowser(url);
    if ((await apiLogin(owner, "audit-owner", PASSWORD)).status !== 200)
      throw new Error("the audit owner cannot sign in");

    // Item 1: a session verified 11 minutes ago, its cookie used from elsewhere.
    const victim = await colleague(owner, {
      name: "Audit Victim",
      username: "audit-victim",
      password: PASSWORD,
      role: "staff",
    });
    const start = await request(victim.browser, "/admin/account/two-step", { form: { intent: "totp-start" } });
    const shown = testIdText(start.body, "totp-secret") ?? "";
    await request(victim.browser, "/admin/account/two-step", {
      form: { intent: "totp-confirm", code: await totpCode(shown) },
    });
    await addPasskey(victim.browser, newSoftPasskey());
    const snapshot = async () =>
      JSON.stringify([
        await database.db
          .selectFrom("admins")
          .select(["totp_secret", "totp_pending", "email"])
          .where("id", "=", victim.id)
          .execute(),
        await database.db
          .selectFrom("recovery_codes")
          .select("code_hash")
          .where("admin_id", "=", victim.id)
          .orderBy("code_hash")
          .execute(),
        await database.db
          .selectFrom("passkeys")
          .select("credential_id")
          .where("admin_id", "=", victim.id)
          .orderBy("id")
          .execute(),
      ]);
    const before = await snapshot();
    const passkeyId = (
      await database.db.selectFrom("passkeys").select("id").where("admin_id", "=", victim.id).executeTakeFirst()
    )?.id;
    await database.db
      .updateTable("sessions")
      .set({ verified_ms: Date.now() - 11 * 60_000 })
      .where("admin_id", "=", victim.id)
      .execute();
    const thief = stolen(victim.browser);
    const answers: Record<string, number> = {
      "totp-start": (await request(thief, "/admin/account/two-step", { form: { intent: "totp-start" } })).status,
      "totp-confirm": (
        await request(thief, "/admin/account/two-step", { form: { intent: "totp-confirm", code: "123456" } })
      ).status,
      "codes-renew": (await request(thief, "/admin/account/two-step", { form: { intent: "codes-renew" } })).status,
      "passkey-remove": (
        await request(thief, "/admin/account/two-step", {
          form: { intent: "passkey-remove", passkey: String(passkeyId) },
        })
      ).status,
      "passkey-add": await addPasskey(thief, newSoftPasskey()),
      "e-mail": (
        await request(thief, "/admin/account", {
          form: { intent: "profile", name: "Audit Victim", email: "x@example.com" },
        })
      ).status,
    };
    const changed = (await snapshot()) === before ? 0 : 1;
    await request(victim.browser, "/admin/account/verify?next=%2Fadmin%2Faccount%2Ftwo-step", {
      form: { method: "password", password: PASSWORD },
    });
    const afterPassword = (
      await request(victim.browser, "/admin/account/two-step", { form: { intent: "codes-renew" } })
    ).status;

    // Item 2: made-up passkey answers from one address, then a real passkey from another.
    const holder = await colleague(owner, {
      name: "Audit Passkey",
      username: "audit-passkey",
      password: PASSWORD,
      role: "staff",
    });
    const key = newSoftPasskey();
    await addPasskey(holder.browser, key);
    const flooder = newBrowser(url);
    const flood: number[] = [];
    for (let i = 0; i < 8; i++) flood.push(await passkeySignIn(flooder, "made-up"));
    const realStarted = performance.now();
    const realFromElsewhere = await passkeySignIn(newBrowser(url), key);
    const realMs = Math.round(performance.now() - realStarted);

    // Item 3: 200 wrong current passwords in a row, then 12 at once, on a stolen session.
    const guessed = await colleague(owner, {
      name: "Audit Guessed",
      username: "audit-guessed",
      password: PASSWORD,
      role: "staff",
    });
    const guesser = stolen(guessed.browser);
    const form = (n: number) => ({
      intent: "password",
      current: `guess ${n}`,
      password: "a new audit kurta",
      confirm: "a new audit kurta",
    });
    const sequential: number[] = [];
    for (let n = 0; n < 200; n++) sequential.push((await request(guesser, "/admin/account", { form: form(n) })).status);
    const logged = await database.db
      .selectFrom("activity_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("actor_id", "=", guessed.id)
      .where("action", "in", ["account.verify-failed", "account.verify-throttled"])
      .executeTakeFirstOrThrow();
    const burstTarget = await colleague(owner, {
      name: "Audit Burst",
      username: "audit-burst",
      password: PASSWORD,
      role: "staff",
    });
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, n) => request(stolen(burstTarget.browser), "/admin/account", { form: form(n) })),
    );
    const ownStarted = performance.now();
    await apiLogin(guessed.browser, "audit-guessed", PASSWORD);
    const ownLoginMs = Math.round(performance.now() - ownStarted);

    return {
      stolenSession: { tried: Object.keys(answers).length, changed, answers, afterPassword },
      passkeyFlood: { flood: byStatus(flood), realFromElsewhere, realMs },
      sessionGuesses: {
        sequential: byStatus(sequential),
        logged: Number(logged.n),
        parallel: byStatus(parallel.map((a) => a.status)),
        parallelWithoutRetryAfter: parallel.filter((a) => a.status !== 422 && !a.response.headers.get("Retry-After"))
          .length,
        ownLoginMs,
      },
    };
  } finally {
    await database.db.destroy();
  }
}

/** The figures' verdict: what the audit counts as a finding. */
export function accountAttackFindings(f: AccountAttackFigures): string[] {
  const findings: string[] = [];
  if (f.stolenSession.changed) findings.push("a stolen session changed a sign-in factor");
  if (Object.values(f.stolenSession.answers).some((s) => s !== 302 && s !== 403))
    findings.push("a factor change without recent verification was not sent to the step");
  if (f.stolenSession.afterPassword !== 200) findings.push("a verified session could not make new recovery codes");
  if (f.passkeyFlood.realFromElsewhere !== 200)
    findings.push("a real passkey from another address was refused after a flood");
  if (!f.passkeyFlood.flood[429]) findings.push("the made-up passkey flood was not throttled");
  if ((f.sessionGuesses.sequential[422] ?? 0) > 5)
    findings.push("more than 5 in-session password guesses were checked");
  if (f.sessionGuesses.logged !== 200) findings.push("not every in-session password guess is in the activity log");
  if (Object.keys(f.sessionGuesses.parallel).some((s) => Number(s) >= 500 && Number(s) !== 503))
    findings.push("parallel in-session password guesses answered 5xx");
  if (f.sessionGuesses.parallelWithoutRetryAfter) findings.push("a refused in-session guess had no Retry-After");
  return findings;
}
