import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableDays } from "../../app/lib/booking/booking-slots.ts";
import { civilDateAt } from "../../app/lib/time/business-hours.ts";
import { isoDate } from "../../app/lib/time/store-hours.ts";
import { STORE_HOURS } from "../../app/content/store.ts";
import { submitBooking } from "../../app/services/bookings/booking-intake.server.ts";
import { submitContact } from "../../app/services/inbox/messages.server.ts";
import { replyErrors, type FormReply } from "../../app/lib/forms/reply.ts";
import { issueFormToken } from "../../app/services/platform/form-token.server.ts";
import { openDatabase, type Database } from "../../app/services/platform/db.server.ts";
import { migrateToLatest } from "../../app/services/platform/migrations/migrate.server.ts";
import { seedCatalogue } from "../../app/services/catalogue/seed.server.ts";
import { databaseKinds, type TestDatabase } from "./databases.ts";

/**
 * One intake path (issue 36): what a visitor sends through the contact form and
 * the booking form passes the same spam checks, so the same hidden-field value is
 * classified alike by both.
 */
const secret = "intake-test-secret-intake-test-secret";

const honeypots: Array<[string, unknown]> = [
  ["empty", ""],
  ["a space", " "],
  ["whitespace only", " \t\n "],
  ["a word", "hello"],
  ["a word in spaces", "  http://spam.example  "],
];

describe.each(databaseKinds)("one intake path on $name", ({ make }) => {
  let test: TestDatabase;
  let database: Database;
  let day: string;

  beforeAll(async () => {
    test = await make();
    database = openDatabase(test.target);
    await migrateToLatest(database);
    await seedCatalogue(database);
    const now = Date.now();
    const today = isoDate(civilDateAt(now, STORE_HOURS.timeZone));
    day = bookableDays(now, STORE_HOURS).filter((d) => d !== today)[2]!;
  }, 120_000);
  afterAll(async () => {
    await database?.db.destroy();
    await test?.dispose();
  });

  it.each(honeypots)("classifies a honeypot holding %s alike for a message and a booking", async (_label, value) => {
    const token = () => issueFormToken(secret, Date.now() - 60_000);
    const options = { address: "10.36.0.1", secret, rateLimited: false };
    const message = await submitContact(
      database,
      {
        name: "Meera",
        email: "meera@example.com",
        phone: "9845098450",
        subject: "",
        message: "Hello",
        category: "",
        formToken: token(),
        website: value,
      },
      { ...options, requireToken: true },
    );
    const booking = await submitBooking(
      database,
      {
        kind: "fitting",
        purpose: "tailoring",
        date: day,
        time: "12:00",
        name: "Meera",
        phone: "9845098450",
        formToken: token(),
        website: value,
      },
      { ...options, capacity: 100 },
    );
    expect(message.status).toBe(201);
    expect(booking.status).toBe(201);
    const held = (outcome: object) => "spam" in outcome && outcome.spam === true;
    expect({ message: held(message), booking: held(booking) }).toEqual({
      message: held(booking),
      booking: held(message),
    });
    // The rule chosen: only a hidden field holding something other than whitespace is a robot's.
    expect(held(booking)).toBe(typeof value === "string" && value.trim() !== "");
  });

  // One form path (issue 36 item 3): the same mistake in the same field is answered in
  // one shape by both forms, Conform's FormReply, with what was typed and without the
  // spam-defence fields; the JSON API's `errors` is that reply's first message per field.
  it("answers the same invalid field with the same FormReply for a message and a booking", async () => {
    const options = { address: "10.36.0.2", secret, rateLimited: false };
    const spamFields = { formToken: issueFormToken(secret, Date.now() - 60_000), website: "" };
    const message = await submitContact(
      database,
      { name: "Meera", email: "meera@example.com", phone: "12345", message: "Hello", ...spamFields },
      { ...options, requireToken: true },
    );
    const booking = await submitBooking(
      database,
      { kind: "fitting", purpose: "tailoring", date: day, time: "12:00", name: "Meera", phone: "12345", ...spamFields },
      { ...options, capacity: 100 },
    );
    const phoneError = ["Please enter a phone number of 7 to 15 digits."];
    for (const outcome of [message, booking]) {
      expect(outcome).toMatchObject({
        status: 400,
        message: "Please correct the highlighted fields.",
        reply: { status: "error", error: { phone: phoneError }, initialValue: { name: "Meera", phone: "12345" } },
      });
      const reply = (outcome as { reply: FormReply }).reply;
      expect(reply.initialValue).not.toHaveProperty("formToken");
      expect(reply.initialValue).not.toHaveProperty("website");
    }
    const shape = (outcome: object) => Object.keys((outcome as { reply: FormReply }).reply).sort();
    expect(shape(message)).toEqual(shape(booking));
    expect(replyErrors((message as { reply: FormReply }).reply)).toEqual({ phone: phoneError[0] });
  });
});
