import { civilDateAt } from "./business-hours.ts";
import { isoDate } from "./store-hours.ts";

/**
 * The store's time zone. The live value is the `timeZone` store setting (validated by
 * `isTimeZone` in the settings schema); this constant is only the seed's default.
 * Every date formatted for staff or visitors, and every "today", takes the zone as a
 * parameter from the settings, so no other file names a zone (store-zone.test.ts).
 */
export const STORE_TIME_ZONE = "Asia/Kolkata";

/** True for a zone name the runtime's time-zone database knows ("Asia/Kolkata", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The year on the store's calendar at `now`: the footer's copyright year. At 00:30 on
 * 1 January in Bengaluru it is the new year there while UTC is still in the old one.
 */
export function storeYear(now: Date | number, timeZone: string): number {
  return civilDateAt(new Date(now).getTime(), timeZone).year;
}

/** "stem-2026-11-27.ext": a download's name, dated on the store's calendar. */
export function datedFileName(stem: string, extension: string, now: Date | number, timeZone: string): string {
  return `${stem}-${isoDate(civilDateAt(new Date(now).getTime(), timeZone))}.${extension}`;
}
