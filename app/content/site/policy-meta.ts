import type { PolicySlug } from "../../lib/settings/policy-pages.ts";

/**
 * The seeded title and summary of each policy page, apart from the long texts in
 * policies.ts: every public page's bundle reads these through routes-meta.ts, and
 * must not carry the texts with them.
 */
export const policyMeta: Record<PolicySlug, { title: string; summary: string }> = {
  privacy: {
    title: "Privacy Policy",
    summary: "What our forms collect, why, for how long, who sees it, and how to have it corrected or deleted.",
  },
  terms: {
    title: "Terms of Service",
    summary:
      "The terms of using this website: a catalogue of the store, with visits and messages, and no sales online.",
  },
  exchanges: {
    title: "Alterations & Exchanges",
    summary: "How our tailors alter what you buy from us, and how to exchange a piece that does not suit.",
  },
};
