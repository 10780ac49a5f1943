import { POLICY_PAGES, type PolicySlug } from "../../lib/settings/policy-pages.ts";
import { pageFor } from "../routes-meta.ts";

/** A page's seeded title and summary are its entry in routes-meta.ts (what every page's meta reads). */
function seedMeta(slug: PolicySlug): { title: string; summary: string } {
  const page = pageFor(POLICY_PAGES.find((p) => p.slug === slug)!.path)!;
  return { title: page.title, summary: page.description };
}

/**
 * The first text of the three policy pages: the seed of a fresh install, which staff
 * then edit under Staff › Settings › Policy pages (the text format and the {store}, {phone},
 * {email} and {address} words are explained in app/lib/settings/policy-pages.ts).
 * The privacy notice follows what India's Digital Personal Data Protection Act, 2023
 * asks of a notice: what is collected, why, for how long, who sees it, and how to
 * ask for it to be corrected or erased. It describes what this site does; the store
 * reads it before going live.
 */
export type PolicySeed = { slug: PolicySlug; title: string; summary: string; body: string };

export const policySeeds: readonly PolicySeed[] = [
  {
    slug: "privacy",
    ...seedMeta("privacy"),
    body: `{store} ({address}) decides what happens to the personal details you give us through this website. This notice explains it in plain words, as India's Digital Personal Data Protection Act, 2023 asks.

## What we collect, and why
- The contact form: your name, e-mail address, phone number, and the subject, category and message you write. We use them only to answer you, by e-mail, phone or WhatsApp.
- The booking form (a trial hold or a fitting): your name, phone number, the day and time, the item or the purpose, and any size or note you add. We use them to keep the time for you and to confirm it.
- At the store, with your agreement: your measurements and notes about your preferences, so our tailors can serve you next time.
We do not sell your details, and we do not use them for advertising. The website sets no advertising or tracking cookies.

## How long we keep it
- Messages and bookings stay with us while we are helping you, and afterwards only as long as we need them to serve you again. You can ask us to delete them at any time.
- A message or booking our spam filter held back is deleted after 30 days unless a member of staff moves it to the inbox.

## Who sees it
Only the store's staff, in the staff area of this website, which is protected by a password. If e-mail alerts are on, a copy of each new message or booking is e-mailed to the store's own address. The company that hosts the website stores the data for us and may not use it for anything else.

## Your rights
You may ask us for a summary of the details we hold about you, to correct or complete them, or to delete them. You may withdraw your agreement at any time; it does not undo what was done before. You may also name someone to act for you.

## How to ask
Write to {email} or call {phone}, and tell us the phone number or e-mail address you used. We answer within 7 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
  },
  {
    slug: "terms",
    ...seedMeta("terms"),
    body: `This website belongs to {store}, {address}. By using it you accept these terms.

## What the website is
A catalogue of what we carry in the store, with ways to reach us and to book a visit. Nothing is sold on the website: there is no cart and no payment. Prices, sizes and colours are confirmed in the store; a piece shown may have sold out in between.

## Bookings
A trial hold or a fitting keeps a time for you in the store. We confirm it by WhatsApp or phone. If you cannot come, please call {phone} so the time can go to someone else.

## Offers
An offer applies on the terms written with it, in the store, while it is shown on the Offers page.

## Your messages
Please write to us only about your own visit or purchase, and nothing unlawful or abusive. We may delete messages that are.

## Our content
The words and pictures of this website are the store's, or used with permission. You may share links to them; please do not copy them for another business.

## Law
These terms are governed by the laws of India; the courts of Bengaluru decide any dispute. Questions: {email}.`,
  },
  {
    slug: "exchanges",
    ...seedMeta("exchanges"),
    body: `Everything is bought in the store, where you can try it first in our trial rooms. If something still needs changing, this is how we help.

## Alterations
- Our in-house tailors alter garments bought from us: trouser length and waist, sleeve length, and taking in a shirt or a jacket.
- The tailor tells you the charge, if any, and the day it will be ready, before starting.
- Bring the garment with its bill. Wedding and event wear: please come at least two weeks before the day.

## Exchanges
- Within 7 days of purchase, with the bill, unworn and unwashed, with the tags on.
- For another size, or another piece of the same or a higher price.
- Not for innerwear, for garments already altered or stitched to measure, or for pieces sold at a special price as final.

## Questions
Call {phone} or write to {email} with your bill number.`,
  },
];
