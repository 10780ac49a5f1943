import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, insertAdmin, prepareAdmin } from "../../app/services/accounts/admins.server.ts";
import { changeAccount } from "../../app/services/accounts/owner-actions.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import {
  accountId,
  acceptInvite,
  apiLogin,
  colleague,
  invite,
  newBrowser,
  ownerBrowser,
  request,
  testIdText,
  testIdValue,
  totpCode,
  type Browser,
} from "../support/staff-accounts.ts";

/**
 * Staff accounts over real HTTP against the built server, on SQLite and PostgreSQL:
 * invitations and reset links (one-time, 72 hours, refused once used, expired or
 * revoked, stored only as hashes), what a staff account may and may not do, a
 * password change or a disabled account ending sessions, the authenticator app end
 * to end with recovery codes, the login throttle over the second step, the server's
 * way back in for an owner who lost every factor, and the activity log of it all,
 * which never holds a password, a token or a code.
 */
const PASSWORD = "saffron kurta on tuesday";

async function rows(database: Database, sql: string): Promise<Array<Record<string, unknown>>> {
  const { sql: raw } = await import("kysely");
  const result = await raw.raw<Record<string, unknown>>(sql).execute(database.db);
  return result.rows;
}

describe.each(databaseKinds)("staff accounts on $name", ({ name, make }) => {
  let target: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let owner: Browser;
  const secrets: string[] = [];

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

  it("an invitation works once, for its role; used, expired and revoked links are refused", async () => {
    const link = await invite(owner, { name: "Ravi Kumar", role: "staff", phone: "98450 12345" });
    const token = link.split("/").pop()!;
    secrets.push(token);
    // Only the token's hash is stored.
    const stored = await rows(database, "select token_hash from account_links");
    expect(stored.map((r) => r.token_hash)).toContain(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await request(newBrowser(server.url), link);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Ravi Kumar, you are invited to the staff area as Staff");

    const weak = await acceptInvite(server.url, link, "ravi", "password1234");
    expect(weak.status).toBe(422);
    expect(weak.body).toContain("common passwords");
    const accepted = await acceptInvite(server.url, link, "ravi", PASSWORD);
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe("/admin?notice=ready");

    const again = await request(newBrowser(server.url), link);
    expect(again.status).toBe(410);
    expect(again.body).toContain("already been used");
    const reused = await acceptInvite(server.url, link, "ravi2", PASSWORD);
    expect(reused.status).toBe(410);
    expect(await rows(database, "select id from admins where username = 'ravi2'")).toHaveLength(0);

    const late = await invite(owner, { name: "Late Comer", role: "staff" });
    await database.db
      .updateTable("account_links")
      .set({ expires_ms: Date.now() - 1000 })
      .where("name", "=", "Late Comer")
      .execute();
    const expired = await request(newBrowser(server.url), late);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain("expired");
    expect((await acceptInvite(server.url, late, "late", PASSWORD)).status).toBe(410);

    const taken = await invite(owner, { name: "Taken Back", role: "owner" });
    const list = await request(owner, "/admin/accounts");
    const linkId = /name="link" value="(\d+)"/.exec(list.body.split("Taken Back")[1] ?? "")?.[1];
    const revoke = await request(owner, "/admin/accounts", { form: { intent: "revoke", link: linkId! } });
    expect(revoke.status).toBe(200);
    const revoked = await request(newBrowser(server.url), taken);
    expect(revoked.status).toBe(410);
    expect(revoked.body).toContain("taken back");
    expect((await acceptInvite(server.url, taken, "taken", PASSWORD)).status).toBe(410);

    expect(
      (await request(newBrowser(server.url), "/admin/invite/not-a-real-token-at-all-000000000000000000")).status,
    ).toBe(404);
  });

  it("staff run the day but are refused accounts, the log, exports and permanent deletes (403)", async () => {
    const ravi = newBrowser(server.url);
    expect((await apiLogin(ravi, "ravi", PASSWORD)).status).toBe(200);
    for (const path of [
      "/admin/dashboard",
      "/admin/contact-messages",
      "/admin/products",
      "/admin/orders",
      "/admin/customers",
      "/admin/account",
    ]) {
      expect((await request(ravi, path)).status, path).toBe(200);
    }
    const accounts = await request(ravi, "/admin/accounts");
    expect(accounts.status).toBe(403);
    expect(accounts.body).toContain("Only the owner can do this");
    expect((await request(ravi, "/admin/activity")).status).toBe(403);
    expect((await request(ravi, "/admin/contact-messages/export")).status).toBe(403);
    // A hand-made invitation is refused and changes nothing.
    const before = await rows(database, "select id from account_links");
    const forged = await request(ravi, "/admin/accounts", {
      form: { intent: "invite", name: "Mole", role: "owner", phone: "98450 00000" },
    });
    expect(forged.status).toBe(403);
    expect(await rows(database, "select id from account_links")).toHaveLength(before.length);
    // So is a permanent delete of a message through the API of the page.
    const del = await request(ravi, "/admin/contact-messages", {
      form: { intent: "delete", confirmed: "yes", select: "1:1" },
    });
    expect(del.status).toBe(403);
    // The pages do not offer what the role cannot do.
    const inbox = await request(ravi, "/admin/contact-messages");
    expect(inbox.body).not.toContain("Export CSV");
    expect(inbox.body).not.toContain("Staff accounts");
  });

  it("a password change signs out the account's other devices, not this one", async () => {
    const phone = newBrowser(server.url);
    const laptop = newBrowser(server.url);
    expect((await apiLogin(phone, "ravi", PASSWORD)).status).toBe(200);
    expect((await apiLogin(laptop, "ravi", PASSWORD)).status).toBe(200);
    const wrong = await request(laptop, "/admin/account", {
      form: {
        intent: "password",
        current: "not my password",
        password: "a new saffron kurta",
        confirm: "a new saffron kurta",
      },
    });
    expect(wrong.status).toBe(422);
    expect((await request(phone, "/admin/dashboard")).status).toBe(200);
    const changed = await request(laptop, "/admin/account", {
      form: { intent: "password", current: PASSWORD, password: "a new saffron kurta", confirm: "a new saffron kurta" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatch(/other devices? (was|were) signed out/);
    const signedOut = await request(phone, "/admin/dashboard");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/admin");
    expect((await request(laptop, "/admin/dashboard")).status).toBe(200);
    expect((await apiLogin(newBrowser(server.url), "ravi", PASSWORD)).status).toBe(401);
    expect((await apiLogin(newBrowser(server.url), "ravi", "a new saffron kurta")).status).toBe(200);
  });

  it("a disabled colleague is signed out at once and cannot sign in; a reset link sets a new password once", async () => {
    const ravi = newBrowser(server.url);
    expect((await apiLogin(ravi, "ravi", "a new saffron kurta")).status).toBe(200);
    const id = await accountId(owner, "ravi");
    const page = await request(owner, `/admin/accounts/${id}`);
    const version = /name="version" value="(\d+)"/.exec(page.body)?.[1];
    const stale = await request(owner, `/admin/accounts/${id}`, {
      form: { intent: "disable", version: String(Number(version) - 1) },
    });
    expect(stale.status).toBe(409);
    const disabled = await request(owner, `/admin/accounts/${id}`, { form: { intent: "disable", version: version! } });
    expect(disabled.status).toBe(200);
    const next = await request(ravi, "/admin/contact-messages");
    expect(next.status).toBe(302);
    expect(next.location).toBe("/admin");
    expect((await apiLogin(newBrowser(server.url), "ravi", "a new saffron kurta")).status).toBe(401);

    const enabled = await request(owner, `/admin/accounts/${id}`, {
      form: { intent: "enable", version: String(Number(version) + 1) },
    });
    expect(enabled.status).toBe(200);
    const made = await request(owner, `/admin/accounts/${id}`, { form: { intent: "reset-link" } });
    const link = new URL(testIdValue(made.body, "one-time-link")!).pathname;
    secrets.push(link.split("/").pop()!);
    expect(link).toMatch(/^\/admin\/reset\//);
    const stillIn = newBrowser(server.url);
    expect((await apiLogin(stillIn, "ravi", "a new saffron kurta")).status).toBe(200);
    const set = await request(newBrowser(server.url), link, {
      form: { password: "reset saffron kurta", confirm: "reset saffron kurta" },
    });
    expect(set.status).toBe(302);
    expect(set.location).toBe("/admin?notice=password-set");
    expect((await request(stillIn, "/admin/dashboard")).status).toBe(302);
    expect((await request(newBrowser(server.url), link)).status).toBe(410);
    expect(
      (
        await request(newBrowser(server.url), link, {
          form: { password: "another kurta please", confirm: "another kurta please" },
        })
      ).status,
    ).toBe(410);
    expect((await apiLogin(newBrowser(server.url), "ravi", "reset saffron kurta")).status).toBe(200);
    // The owner cannot disable, demote or delete their own account (the store keeps an owner).
    const ownId = await accountId(owner, "test-admin");
    const own = await request(owner, `/admin/accounts/${ownId}`);
    const ownVersion = /name="version" value="(\d+)"/.exec(own.body)?.[1] ?? "1";
    for (const intent of ["disable", "delete"]) {
      const refused = await request(owner, `/admin/accounts/${ownId}`, { form: { intent, version: ownVersion } });
      expect(refused.status, intent).toBe(409);
    }
  });

  it("the authenticator app end to end: the code from the shown secret, each code and recovery code once", async () => {
    const { browser: asha, id } = await colleague(owner, {
      name: "Asha Rao",
      username: "asha",
      password: PASSWORD,
      role: "staff",
    });
    const start = await request(asha, "/admin/account/two-step", { form: { intent: "totp-start" } });
    const shown = testIdText(start.body, "totp-secret")!;
    expect(shown).toMatch(/^[A-Z2-7 ]{32,}$/);
    const secret = shown.replace(/\s+/g, "");
    secrets.push(secret);
    expect(start.body).toContain("<svg");
    const wrong = await request(asha, "/admin/account/two-step", { form: { intent: "totp-confirm", code: "000000" } });
    expect(wrong.status).toBe(422);
    expect(testIdText(wrong.body, "totp-secret")).toBe(shown);
    const on = await request(asha, "/admin/account/two-step", {
      form: { intent: "totp-confirm", code: await totpCode(shown) },
    });
    expect(on.status).toBe(200);
    const codes = [...on.body.matchAll(/<li class="break-all">([0-9a-z-]{29})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    secrets.push(...codes);
    // Not readable from the database: the secret is sealed, the codes hashed.
    const [account] = await rows(database, `select totp_secret from admins where id = ${id}`);
    expect(String(account!.totp_secret)).not.toContain(secret);
    expect(String(account!.totp_secret)).toMatch(/^v1\./);

    // A password alone no longer signs in.
    const phone = newBrowser(server.url);
    const first = await apiLogin(phone, "asha", PASSWORD);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ success: false, secondStep: true, next: "/admin/verify" });
    expect((await request(phone, "/admin/dashboard")).status).toBe(302);
    // The code used to turn the app on is spent: the next one (30 s later) is needed.
    const later = Math.floor(Date.now() / 1000) + 30;
    const code = await totpCode(shown, later);
    const verified = await request(phone, "/admin/verify", { form: { method: "app", code } });
    if (verified.status !== 302) {
      // The clock may not have reached the next step yet: accepted within one step either side.
      expect(verified.status).toBe(302);
    }
    expect(verified.location).toBe("/admin/dashboard");
    expect((await request(phone, "/admin/dashboard")).status).toBe(200);
    // The same code again, on another sign-in, is refused.
    const other = newBrowser(server.url);
    expect((await apiLogin(other, "asha", PASSWORD)).status).toBe(401);
    const replay = await request(other, "/admin/verify", { form: { method: "app", code } });
    expect(replay.status).toBe(401);
    expect(replay.body).toContain("already used");

    // A recovery code signs in once, then never again.
    const lost = newBrowser(server.url);
    expect((await apiLogin(lost, "asha", PASSWORD)).status).toBe(401);
    const recovered = await request(lost, "/admin/verify", {
      form: { method: "recovery", code: codes[0]!.toUpperCase() },
    });
    expect(recovered.status).toBe(302);
    const lostAgain = newBrowser(server.url);
    expect((await apiLogin(lostAgain, "asha", PASSWORD)).status).toBe(401);
    const twice = await request(lostAgain, "/admin/verify", { form: { method: "recovery", code: codes[0]! } });
    expect(twice.status).toBe(401);
    expect(twice.body).toContain("not right or was already used");
  });

  it("the login throttle covers the second step: wrong codes count like wrong passwords", async () => {
    const thief = newBrowser(server.url);
    expect((await apiLogin(thief, "asha", PASSWORD)).status).toBe(401);
    const answers: number[] = [];
    for (let i = 0; i < 6 && !answers.includes(429); i++) {
      const answer = await request(thief, "/admin/verify", { form: { method: "app", code: String(111111 + i) } });
      answers.push(answer.status);
      // A waiting sign-in takes five wrong codes, then the password is asked again.
      if (answer.status === 302) expect((await apiLogin(thief, "asha", PASSWORD)).status).toBe(401);
    }
    // Wrong codes are failed attempts for the name (two were made earlier by this test
    // file's replay and reused recovery code): the throttle stops them at five.
    expect(answers).toContain(429);
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // From here even the right password waits.
    expect((await apiLogin(thief, "asha", PASSWORD)).status).toBe(429);
  });

  it("the server's way back in: reset-password clears two-step sign-in and is logged", async () => {
    const result = spawnSync(process.execPath, ["scripts/admin.ts", "reset-password", "asha"], {
      env: {
        ...process.env,
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl,
        SESSION_SECRET: server.sessionSecret,
        ADMIN_PASSWORD: "back in with a new kurta",
      },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("two-step sign-in cleared");
    const back = newBrowser(server.url);
    expect((await apiLogin(back, "asha", "back in with a new kurta")).status).toBe(200);
    const log = await request(owner, "/admin/activity?kind=two-step");
    expect(log.body).toMatch(/The server<\/strong> cleared two-step sign-in of/);
  });

  it("with two-step sign-in required, an account without it is walked through setting it up first", async () => {
    const { id } = await colleague(owner, { name: "Dev Patel", username: "dev", password: PASSWORD, role: "staff" });
    expect(id).toBeGreaterThan(0);
    expect((await request(owner, "/admin/accounts", { form: { intent: "policy", required: "on" } })).status).toBe(200);
    try {
      const dev = newBrowser(server.url);
      const login = await apiLogin(dev, "dev", PASSWORD);
      expect(login).toMatchObject({ status: 200, body: { success: true, next: "/admin/account/two-step" } });
      for (const path of ["/admin/dashboard", "/admin/contact-messages", "/admin/account"]) {
        const answer = await request(dev, path);
        expect(answer.status, path).toBe(302);
        expect(answer.location).toBe("/admin/account/two-step");
      }
      expect((await request(dev, "/api/contact-messages", { headers: { Accept: "application/json" } })).status).toBe(
        403,
      );
      const page = await request(dev, "/admin/account/two-step");
      expect(page.status).toBe(200);
      expect(page.body).toContain("The owner requires two-step sign-in for every account");
      const start = await request(dev, "/admin/account/two-step", { form: { intent: "totp-start" } });
      const shown = testIdText(start.body, "totp-secret")!;
      const on = await request(dev, "/admin/account/two-step", {
        form: { intent: "totp-confirm", code: await totpCode(shown) },
      });
      expect(on.status).toBe(200);
      expect((await request(dev, "/admin/dashboard")).status).toBe(200);
    } finally {
      await request(owner, "/admin/accounts", { form: { intent: "policy" } });
    }
  });

  it("keeps one active owner: two owners demoting each other at once cannot both succeed", async () => {
    const other = await createAdmin(database, { username: "owner-two", password: PASSWORD, role: "owner" });
    const first = await accountId(owner, "test-admin");
    const version = async (id: number) =>
      (await database.db.selectFrom("admins").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;
    const [a, b] = await Promise.all([
      changeAccount(
        database,
        { id: first, name: "Owner One", username: "test-admin" },
        other.id,
        await version(other.id),
        { kind: "role", role: "staff" },
        "127.0.0.1",
      ),
      changeAccount(
        database,
        { id: other.id, name: "Owner Two", username: "owner-two" },
        first,
        await version(first),
        { kind: "role", role: "staff" },
        "127.0.0.1",
      ),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a, b].find((r) => !r.ok)).toMatchObject({ ok: false, reason: "last-owner" });
    const owners = await rows(database, "select id from admins where role = 'owner' and status = 'active'");
    expect(owners).toHaveLength(1);
    // Back as it was for the next test (the test owner signs in again if it was demoted).
    await database.db.updateTable("admins").set({ role: "owner" }).where("id", "=", first).execute();
    await database.db.deleteFrom("admins").where("id", "=", other.id).execute();
  });

  it("the activity log records who did what, filters and pages on the server, and holds no secret", async () => {
    const all = await request(owner, "/admin/activity");
    expect(all.status).toBe(200);
    for (const words of [
      "invited",
      "accepted the invitation",
      "disabled",
      "sign-in failed",
      "signed in",
      "turned on the authenticator app",
      "signed in with a recovery code",
      "second step failed",
      "sign-in throttled",
    ]) {
      expect(all.body, words).toContain(words);
    }
    const signIns = await request(owner, "/admin/activity?kind=sign-in");
    expect(signIns.body).toContain("signed in");
    expect(signIns.body).not.toContain("invited");
    const id = await accountId(owner, "asha");
    const hers = await request(owner, `/admin/activity?person=${id}`);
    expect(hers.body).toContain("Asha Rao");
    expect(hers.body).not.toContain("Store Manager Zq7</strong>");
    const future = await request(owner, "/admin/activity?from=2099-01-01");
    expect(future.body).toContain("Nothing matches");
    const dump = JSON.stringify(await rows(database, "select * from activity_log"));
    for (const secret of [
      ...secrets,
      PASSWORD,
      "a new saffron kurta",
      "reset saffron kurta",
      "back in with a new kurta",
    ]) {
      expect(dump).not.toContain(secret);
    }
  });

  it("two invitations accepted at once with one username: one account, the other 409 with what was typed kept", async () => {
    for (let round = 0; round < 3; round++) {
      const username = `twin-${round}`;
      const first = await invite(owner, { name: `Twin A ${round}`, role: "staff" });
      const second = await invite(owner, { name: `Twin B ${round}`, role: "staff" });
      const answers = await Promise.all([
        acceptInvite(server.url, first, username, PASSWORD),
        acceptInvite(server.url, second, username, PASSWORD),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([302, 409]);
      const lost = answers.find((a) => a.status === 409)!;
      expect(lost.body).toContain("was just taken");
      expect(lost.body).toMatch(new RegExp(`name="username"[^>]*value="${username}"`));
      expect(await rows(database, `select id from admins where username = '${username}'`)).toHaveLength(1);
      // The loser's link is still theirs: another username goes through.
      const loserLink = answers[0]!.status === 409 ? first : second;
      expect((await acceptInvite(server.url, loserLink, `${username}-b`, PASSWORD)).status).toBe(302);
    }
  });

  // Another instance's insert that commits between our check and our insert: on
  // PostgreSQL the unique index refuses ours, which must read as "just taken".
  it.runIf(name === "postgres")(
    "a username taken by another instance between the check and the insert answers 409, not 500",
    async () => {
      const link = await invite(owner, { name: "Held Back", role: "staff" });
      const prepared = await prepareAdmin({ username: "held", password: PASSWORD, role: "staff" });
      let answer: ReturnType<typeof acceptInvite> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await insertAdmin(trx, prepared);
        answer = acceptInvite(server.url, link, "held", PASSWORD);
        // Hold our row uncommitted until the server's insert waits on it.
        const deadline = Date.now() + 20_000;
        for (;;) {
          const waiting = await rows(
            database,
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "admins"%'`,
          );
          if (Number(waiting[0]!.n) > 0) break;
          if (Date.now() > deadline) throw new Error("the server's insert never waited on ours");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      const lost = await answer!;
      expect(lost.status).toBe(409);
      expect(lost.body).toContain("was just taken");
      expect(lost.body).toMatch(/name="username"[^>]*value="held"/);
      expect(await rows(database, "select id from admins where username = 'held'")).toHaveLength(1);
    },
  );

  it("invitation names and e-mails with NUL, escape or right-to-left override are refused next to the field, never stored", async () => {
    const before = await rows(database, "select count(*) as n from account_links");
    for (const [field, value] of [
      ["name", "Ravi\u0000Kumar"],
      ["name", "Ravi \u001b[31mKumar"],
      ["name", "Ravi\u202Egnp.exe"],
      ["email", "ravi\u0000@example.com"],
      ["email", "ravi\u202E@example.com"],
    ] as const) {
      const answer = await request(owner, "/admin/accounts", {
        form: {
          intent: "invite",
          role: "staff",
          phone: "",
          name: "Ravi Kumar",
          email: "ravi@example.com",
          [field]: value,
        },
      });
      expect(answer.status, JSON.stringify(value)).toBe(422);
      expect(answer.body).toContain("characters that are not allowed");
    }
    const after = await rows(database, "select count(*) as n from account_links");
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it("an account's name is held to the one text rule wherever it comes from, and a bad e-mail gets the one message", async () => {
    // The server's way in (npm run admin, ADMIN_NAME) took any name until now.
    for (const bad of ["Ravi\u0000Kumar", "Ravi\u202Egnp.exe", "\u200b\u200b"]) {
      await expect(
        createAdmin(database, { username: `named-${bad.length}`, password: PASSWORD, name: bad, role: "staff" }),
        JSON.stringify(bad),
      ).rejects.toThrow(/^The name (contains characters that are not allowed|needs a letter or a digit that shows)\.$/);
    }
    expect(await rows(database, "select id from admins where username like 'named-%'")).toHaveLength(0);
    // The same e-mail rule, in the same words, on the account screen and the invitation as on the contact form.
    const own = await request(owner, "/admin/account", { form: { intent: "profile", name: "Owner", email: "ravi@" } });
    expect(own.status).toBe(422);
    expect(own.body).toContain("Please enter a valid email address.");
    const invited = await request(owner, "/admin/accounts", {
      form: { intent: "invite", role: "staff", phone: "", name: "Ravi Kumar", email: "ravi@example" },
    });
    expect(invited.status).toBe(422);
    expect(invited.body).toContain("Please enter a valid email address.");
    const blank = await request(owner, "/admin/accounts", {
      form: { intent: "invite", role: "staff", phone: "", name: "\u200b", email: "ravi@example.com" },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toContain("The name needs a letter or a digit that shows.");
  });

  it("a reset link made before the account was disabled does not set its password", async () => {
    const { id } = await colleague(owner, {
      name: "Meera Iyer",
      username: "meera",
      password: PASSWORD,
      role: "staff",
    });
    const hash = async () =>
      (await rows(database, `select password_hash from admins where id = ${id}`))[0]!.password_hash as string;
    const versionOf = async () =>
      /name="version" value="(\d+)"/.exec((await request(owner, `/admin/accounts/${id}`)).body)?.[1] ?? "";
    const made = await request(owner, `/admin/accounts/${id}`, { form: { intent: "reset-link" } });
    const link = new URL(testIdValue(made.body, "one-time-link")!).pathname;
    const original = await hash();
    const disabled = await request(owner, `/admin/accounts/${id}`, {
      form: { intent: "disable", version: await versionOf() },
    });
    expect(disabled.status).toBe(200);
    const redeemed = await request(newBrowser(server.url), link, {
      form: { password: "a stolen reset kurta", confirm: "a stolen reset kurta" },
    });
    expect(redeemed.status).toBe(410);
    expect(await hash()).toBe(original);
    // Enabled again, the old link stays dead: the owner makes a new one if needed.
    const enabled = await request(owner, `/admin/accounts/${id}`, {
      form: { intent: "enable", version: await versionOf() },
    });
    expect(enabled.status).toBe(200);
    expect((await request(newBrowser(server.url), link)).status).toBe(410);
    expect((await apiLogin(newBrowser(server.url), "meera", PASSWORD)).status).toBe(200);

    // A link whose account was disabled some other way is refused on redeeming too.
    const fresh = await request(owner, `/admin/accounts/${id}`, { form: { intent: "reset-link" } });
    const freshLink = new URL(testIdValue(fresh.body, "one-time-link")!).pathname;
    await database.db.updateTable("admins").set({ status: "disabled" }).where("id", "=", id).execute();
    expect((await request(newBrowser(server.url), freshLink)).status).toBe(410);
    const refused = await request(newBrowser(server.url), freshLink, {
      form: { password: "a stolen reset kurta", confirm: "a stolen reset kurta" },
    });
    expect(refused.status).toBe(410);
    expect(await hash()).toBe(original);
    await database.db.updateTable("admins").set({ status: "active" }).where("id", "=", id).execute();
  });
});
