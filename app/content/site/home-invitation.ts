import { href } from "react-router";
import { CONSULTATION_FORM_ID } from "../navigation.ts";

/*
 * Apart from the home page's pictures (home.ts, the showcase's seed, read on the
 * server): the page's component imports these words, and importing home.ts would put
 * every seed picture's artwork spec in the home page's JavaScript.
 */

/** Closing section: the home page's other buttons (docs/behaviour.md#home). */
export const homeInvitation = {
  title: "Come in for a fitting",
  text: "Our tailors and stylists will help you choose, fit and finish — from a single shirt to the full wedding wardrobe.",
  actions: [
    { label: "Shop Formals", href: href("/collections/formals") },
    { label: "Book a Consultation", href: `${href("/book")}?purpose=styling` },
    { label: "Plan Your Visit", href: href("/visit") },
    { label: "Winter Collections", href: href("/pants") },
  ],
  /** A question rather than a visit: the contact form. */
  message: { label: "Or send us a message", href: `${href("/contact")}#${CONSULTATION_FORM_ID}` },
} as const;
