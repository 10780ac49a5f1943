import type { Phone, SocialNetwork, StoreDetails } from "./store-schema.ts";
import { exceptionDates, exceptionHours, monthlyClosureNotice, weekLong, weekSummary } from "../time/hours-words.ts";
import { storeYear } from "../time/store-zone.ts";
import { upcomingExceptions, type CivilDate, type HoursRule } from "../time/store-hours.ts";

/**
 * What every public page knows about the store: the facts staff keep (settings), in
 * the shape the pages print them. Built on the server from one settings snapshot and
 * handed to the shell (public-layout's loader), so no page keeps a copy of its own.
 */
export type Store = {
  name: string;
  /** "The Men's Studio • Since 1984". */
  tagline: string;
  foundedYear: number;
  address: StoreDetails["address"];
  coordinates: StoreDetails["coordinates"];
  phones: Phone[];
  /** The number the chat app reaches. */
  chatPhone: Phone;
  email: string;
  timeZone: string;
  hours: {
    /** Short form for the header and the footer ("Mon–Sun 10AM–9PM"). */
    summary: string;
    /** Long form for the visit and contact pages ("10:00 AM to 9:00 PM, every day"). */
    everyDay: string;
  };
  /** "Closed on the last Tuesday of every month", or null without a monthly closure. */
  closure: { notice: string | null };
  features: string[];
  curatedBrands: string;
  /** Only the networks with an address: an empty one is not linked anywhere. */
  social: Partial<Record<SocialNetwork, string>>;
  /** "@themensstudio.blr", read from the Instagram address; null without one. */
  instagramHandle: string | null;
  /** "within 2 hours during business hours": completes "We'll get back to you …". */
  replyPromise: string;
  /**
   * The footer's "©" year: the store's calendar year when the page was rendered, as the
   * years in business are counted (a cached page is dropped at the store's midnight).
   */
  copyrightYear: number;
};

export type StoreHours = Pick<HoursRule, "week" | "monthlyClosure">;

/** A coming dated exception in words ("Thursday, 12 November", "Closed all day", "Closed for Deepavali"). */
export type SpecialDay = { key: string; dates: string; hours: string; note: string; noteInEnglish?: true };

/**
 * The shell's share of the settings, on every public page (and so in every page's
 * hydration data: only what the shell and the pages' store details print). The hours
 * rule itself goes only to the pages that compute with it (visit, book).
 */
export type SiteSettings = {
  store: Store;
  /** The nearest coming exceptions in words, for the store's details wherever they are printed. */
  specialDays: SpecialDay[];
  /** The top banner's words beside the phone numbers, or null when staff turned it off. */
  announcement: { text: string; link: string | null; inEnglish?: true } | null;
};

export function instagramHandle(url: string): string | null {
  const match = /^https:\/\/(?:www\.)?instagram\.com\/([A-Za-z0-9._]{1,30})\/?$/.exec(url);
  return match ? `@${match[1]}` : null;
}

export function replyPromiseWords(hours: number): string {
  return `within ${hours} hour${hours === 1 ? "" : "s"} during business hours`;
}

export function publicStore(details: StoreDetails, hours: StoreHours, now: number = Date.now()): Store {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const [network, url] of Object.entries(details.social) as Array<[SocialNetwork, string]>) {
    if (url) social[network] = url;
  }
  return {
    name: details.name,
    tagline: `${details.name} • Since ${details.foundedYear}`,
    foundedYear: details.foundedYear,
    address: details.address,
    coordinates: details.coordinates,
    phones: details.phones,
    chatPhone: details.whatsapp,
    email: details.email,
    timeZone: details.timeZone,
    hours: { summary: weekSummary(hours.week), everyDay: weekLong(hours.week) },
    closure: { notice: monthlyClosureNotice(hours.monthlyClosure) },
    features: details.features,
    curatedBrands: details.curatedBrands,
    social,
    instagramHandle: social.instagram ? instagramHandle(social.instagram) : null,
    replyPromise: replyPromiseWords(details.replyHours),
    copyrightYear: storeYear(now, details.timeZone),
  };
}

export function specialDays(rule: HoursRule, count = 3): SpecialDay[] {
  return rule.exceptions.slice(0, count).map((e) => ({
    key: `${e.from}:${e.to}`,
    dates: exceptionDates(e),
    hours: exceptionHours(e),
    note: e.note,
    ...(e.noteInEnglish ? { noteInEnglish: true as const } : {}),
  }));
}

/** The rule with only the exceptions that have not ended by `today` (past ones drop off by themselves). */
export function rulePublishedOn(rule: HoursRule, today: CivilDate): HoursRule {
  return { ...rule, exceptions: upcomingExceptions(today, rule.exceptions) };
}
