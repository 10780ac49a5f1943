import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_HOURS } from "../../app/content/store.ts";
import { bookableDays } from "../../app/lib/booking/booking-slots.ts";
import { civilDateAt } from "../../app/lib/time/business-hours.ts";
import { isoDate } from "../../app/lib/time/store-hours.ts";
import { submitBooking } from "../../app/services/bookings/booking-intake.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { agedFormToken } from "../support/form-tokens.ts";
import { startServer, type RunningServer } from "../support/server.ts";
import { ownerBrowser, request, type Browser } from "../support/staff-accounts.ts";
import { TEST_ADMIN } from "../support/test-admin.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * Issue 33, item 7 and the counter's choice: a message or booking keeps the language
 * it was sent in, and staff see it in that language's own script, on the inbox, the
 * message, the customer's page, Orders and the CSV; the reply links greet in it. Each
 * staff account chooses its own language in My account (its screens follow once their
 * words are translated). Through the production server, once per database.
 */
let addressCounter = 0;
const freshAddress = () => `203.0.113.${(++addressCounter % 250) + 1}`;

const message = (fields: Record<string, unknown>) => ({
  name: "Asha Gowda",
  email: "asha.gowda@example.com",
  phone: "98450 33333",
  subject: "ಮದುವೆ ಶೇರ್ವಾನಿ",
  message: "ಮುಂದಿನ ತಿಂಗಳ ಮದುವೆಗೆ ಶೇರ್ವಾನಿ ಬೇಕು. ಯಾವ ಬಣ್ಣಗಳಿವೆ?",
  category: "general",
  ...fields,
});

const unescapeHtml = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A wa.me link in a page, decoded: what WhatsApp opens with. */
function whatsappTexts(html: string): string[] {
  return [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map(
    (m) => new URL(unescapeHtml(m[1]!)).searchParams.get("text") ?? "",
  );
}

describe.each(databaseKinds)("the language of messages, bookings and staff accounts, on $name", ({ make }) => {
  let test: TestDatabase;
  let server: RunningServer;
  let database: Database;
  let owner: Browser;

  const postApi = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": freshAddress() },
      body: JSON.stringify(body),
    });
  const stored = (email: string) =>
    database.db
      .selectFrom("contact_messages")
      .select(["id", "language"])
      .where("email", "=", email)
      .orderBy("id", "desc")
      .execute();

  beforeAll(async () => {
    test = await make();
    server = await startServer({ databaseUrl: test.databaseUrl, dataDir: test.dataDir });
    database = openDatabase(test.target);
    owner = await ownerBrowser(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.db.destroy();
    await test?.dispose();
  });

  it("stores a message sent in Kannada and shows ಕನ್ನಡ, marked as Kannada, in the inbox and on the message", async () => {
    expect((await postApi(message({ language: "kn" }))).status).toBe(201);
    expect(
      (await postApi(message({ email: "plain@example.com", name: "Plain English", phone: "98450 66666" }))).status,
    ).toBe(201);
    const [kannada] = await stored("asha.gowda@example.com");
    expect(kannada).toMatchObject({ language: "kn" });
    expect(await stored("plain@example.com")).toEqual([expect.objectContaining({ language: "en" })]);

    const list = await request(owner, "/admin/contact-messages");
    expect(list.status).toBe(200);
    expect(list.body).toMatch(/<span lang="kn-IN">ಕನ್ನಡ<\/span>/);
    // English, what nearly everything is, shows nothing: one tag per view of the Kannada row (rows and table).
    expect(list.body.match(/data-language="kn"/g)).toHaveLength(2);
    expect(list.body).not.toContain('data-language="en"');

    const page = await request(owner, `/admin/contact-messages/${kannada!.id}`);
    expect(page.body).toMatch(/<span lang="kn-IN">ಕನ್ನಡ<\/span>/);
    // "Reply on WhatsApp" greets her in Kannada.
    expect(whatsappTexts(page.body)).toContain(
      `ನಮಸ್ಕಾರ Asha Gowda ಅವರೇ, ನಾವು The Men's Studio. "ಮದುವೆ ಶೇರ್ವಾನಿ" ಕುರಿತು ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಧನ್ಯವಾದಗಳು.`,
    );
    const customer = await request(owner, `/admin/customers/${encodeURIComponent("+919845033333")}`);
    expect(customer.status).toBe(200);
    expect(customer.body).toMatch(/<span lang="kn-IN">ಕನ್ನಡ<\/span>/);
    expect(whatsappTexts(customer.body).some((t) => t.startsWith("ನಮಸ್ಕಾರ Asha Gowda ಅವರೇ"))).toBe(true);
  });

  it("refuses a language the site does not have with a clear 400, storing nothing", async () => {
    for (const language of ["fr", "KN", "kn-IN", 5, null]) {
      const answer = await postApi(message({ email: "refused@example.com", language }));
      expect(answer.status, JSON.stringify(language)).toBe(400);
      expect(await answer.json()).toEqual({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: { language: "The language must be one of en, kn, hi." },
      });
    }
    expect(await stored("refused@example.com")).toEqual([]);
  });

  it("takes the form's language from its page, never from a Referer or a field of the no-JS form", async () => {
    const answer = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        Referer: `${server.url}/kn/contact`,
        "X-Forwarded-For": freshAddress(),
      },
      body: new URLSearchParams({
        ...message({ email: "form.post@example.com", language: "kn" }),
        website: "",
        formToken: agedFormToken(server.sessionSecret),
      } as Record<string, string>),
    });
    expect(answer.status).toBe(201);
    expect(await stored("form.post@example.com")).toEqual([expect.objectContaining({ language: "en" })]);
  });

  it("keeps a booking's language: हिन्दी on Orders, and the confirmation on WhatsApp in Hindi", async () => {
    const now = Date.now();
    const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
    const date = bookableDays(now, STORE_HOURS).filter((d) => d !== today)[1]!;
    const fields = {
      kind: "fitting",
      purpose: "groom",
      date,
      time: "16:30",
      name: "Rohit Sharma",
      phone: "98450 44444",
      note: "",
      website: "",
      formToken: agedFormToken(server.sessionSecret),
    };
    const options = { address: freshAddress(), secret: server.sessionSecret, rateLimited: false, capacity: 3 };
    const hindi = await submitBooking(database, fields, { ...options, language: "hi" });
    expect(hindi).toMatchObject({ status: 201, reference: expect.stringMatching(/^MS-/) });
    const reference = (hindi as { reference: string }).reference;
    const english = await submitBooking(
      database,
      { ...fields, name: "Walk Through", phone: "98450 55555", formToken: agedFormToken(server.sessionSecret) },
      options,
    );
    const rows = await database.db.selectFrom("bookings").select(["reference", "language"]).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { reference, language: "hi" },
        { reference: (english as { reference: string }).reference, language: "en" },
      ]),
    );

    const orders = await request(owner, `/admin/orders?q=${reference}`);
    expect(orders.status).toBe(200);
    expect(orders.body).toMatch(/<span lang="hi-IN">हिन्दी<\/span>/);
    // "Confirm on WhatsApp" confirms, then opens WhatsApp with the confirmation in Hindi.
    const id = await database.db
      .selectFrom("bookings")
      .select(["id", "version"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const confirmed = await request(owner, `/admin/orders?q=${reference}`, {
      form: { id: String(id.id), version: String(id.version), status: "confirmed", then: "whatsapp" },
    });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.location!).searchParams.get("text")).toMatch(
      /^नमस्ते Rohit Sharma जी, हम The Men's Studio से बोल रहे हैं। आपकी विज़िट पक्की हो गई है: .*\(फ़िटिंग\)। आपका रेफ़रेंस नंबर MS-/,
    );
  });

  it("exports the language as a column of the CSV, in its own script", async () => {
    const csv = await request(owner, "/admin/contact-messages/export?status=all");
    expect(csv.status).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"S. No.","Name","Email","Phone","Subject","Message","Category","Date","Status","Language"');
    expect(lines.find((l) => l.includes("asha.gowda@example.com"))).toMatch(/,"ಕನ್ನಡ"$/);
    expect(lines.find((l) => l.includes("plain@example.com"))).toMatch(/,"English"$/);
  });

  it("saves each account's own language in My account and logs it; the staff pages stay English until their words are translated", async () => {
    const before = await request(owner, "/admin/dashboard");
    expect(before.body).toMatch(/<html lang="en-IN"/);
    const saved = await request(owner, "/admin/account", { form: { intent: "language", language: "kn" } });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Saved.");
    const account = await database.db
      .selectFrom("admins")
      .select("language")
      .where("username", "=", TEST_ADMIN.username)
      .executeTakeFirstOrThrow();
    expect(account.language).toBe("kn");

    const page = await request(owner, "/admin/account");
    expect(page.body).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-testid="language-kn"/);
    expect(page.body).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-testid="language-en"/);
    // The screens are still in English, so the document says so: a screen reader reads
    // English words with an English voice until the counter's screens are translated.
    expect((await request(owner, "/admin/dashboard")).body).toMatch(/<html lang="en-IN"/);
    // The public pages are not the account's: they stay in the language of their address.
    expect(await (await fetch(`${server.url}/visit`)).text()).toMatch(/<html lang="en-IN"/);

    const logged = await database.db
      .selectFrom("activity_log")
      .select(["action", "subject", "detail"])
      .where("action", "=", "account.language-changed")
      .execute();
    expect(logged).toEqual([{ action: "account.language-changed", subject: "ಕನ್ನಡ", detail: '{"language":"kn"}' }]);

    // The same choice again changes and logs nothing; a language the site lacks is refused.
    await request(owner, "/admin/account", { form: { intent: "language", language: "kn" } });
    const refused = await request(owner, "/admin/account", { form: { intent: "language", language: "fr" } });
    expect(refused.status).toBe(422);
    expect(refused.body).toContain("Choose English, ಕನ್ನಡ or हिन्दी.");
    const after = await database.db
      .selectFrom("activity_log")
      .select("id")
      .where("action", "=", "account.language-changed")
      .execute();
    expect(after).toHaveLength(1);

    expect((await request(owner, "/admin/account", { form: { intent: "language", language: "en" } })).status).toBe(200);
    expect((await request(owner, "/admin/dashboard")).body).toMatch(/<html lang="en-IN"/);
  });
});
