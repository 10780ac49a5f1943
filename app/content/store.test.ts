import { describe, expect, it } from "vitest";
import { readForm } from "../../tests/support/settings-forms.ts";
import { claimsFormSchema } from "../lib/settings/claims.ts";
import { hoursFormSchema, hoursFormValues } from "../lib/settings/hours-form.ts";
import { storeFormSchema, storeFormValues } from "../lib/settings/store-form.ts";
import {
  announcementSchema,
  claimsSchema,
  storeDetailsSchema,
  storeHoursSchema,
} from "../lib/settings/store-schema.ts";
import { announcementSeed, claimsSeed, hoursSeed, store, storeSeed } from "./store.ts";

describe("the store's seed settings", () => {
  it("match the stored documents' schemas (postal code 560057, two phones, four features)", () => {
    expect(() => storeDetailsSchema.parse(storeSeed)).not.toThrow();
    expect(() => storeHoursSchema.parse(hoursSeed)).not.toThrow();
    expect(() => announcementSchema.parse(announcementSeed)).not.toThrow();
    expect(() => claimsSchema.parse(claimsSeed)).not.toThrow();
    expect(storeSeed.address.postalCode).toBe("560057");
    expect(storeSeed.phones).toHaveLength(2);
  });

  it("pass the staff forms' own rules, so saving the form unchanged is never refused", () => {
    expect(readForm(storeFormSchema(storeSeed, 2026), storeFormValues(storeSeed)).ok).toBe(true);
    const hours = hoursFormValues(hoursSeed);
    const fields: Record<string, string> = {
      monthlyWeek: hours.monthlyWeek,
      monthlyWeekday: hours.monthlyWeekday,
    };
    for (const day of hours.days) {
      if (day.open) fields[`open-${day.weekday}`] = "on";
      fields[`opens-${day.weekday}`] = day.opens;
      fields[`closes-${day.weekday}`] = day.closes;
    }
    expect(readForm(hoursFormSchema, fields)).toEqual({ ok: true, value: hoursSeed });
    expect(readForm(claimsFormSchema, { ...claimsSeed }).ok).toBe(true);
  });

  it("print as the spec says: Mon–Sun 10AM–9PM, closed on the last Tuesday", () => {
    expect(store.hours.summary).toBe("Mon–Sun 10AM–9PM");
    expect(store.hours.everyDay).toBe("10:00 AM to 9:00 PM, every day");
    expect(store.closure.notice).toBe("Closed on the last Tuesday of every month");
    expect(store.replyPromise).toBe("within 2 hours during business hours");
    expect(store.tagline).toBe("The Men's Studio • Since 1984");
    expect(store.instagramHandle).toBe("@themensstudio.blr");
  });
});
