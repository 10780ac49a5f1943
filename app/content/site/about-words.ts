import { href } from "react-router";

/*
 * The about page's words, apart from its pictures (about.ts, the showcase's seed,
 * read on the server): the page's component imports these, and importing about.ts
 * would put every seed picture's artwork spec in the page's JavaScript.
 */

/** The opening band's words (its picture is the owner's: the showcase's "About: picture"). */
export const aboutIntro = {
  eyebrow: "Our Story · Since 1984",
  title: "Four decades of dressing Bengaluru",
  intro:
    "We began with a single counter of shirting and suiting fabric and a tailor who knew every regular by name. The counter became a studio, the studio became a store, and the tailor's habit of measuring twice became ours.",
};

export type Value = { title: string; text: string; icon: "scissors" | "handshake" | "landmark" | "sparkles" };

/** The four values. */
export const values: readonly Value[] = [
  {
    title: "Fit first",
    text: "Every garment is checked on you, and our tailors finish what the rack cannot.",
    icon: "scissors",
  },
  {
    title: "Honest advice",
    text: "We tell you what suits you — and what does not — whether you buy today or not.",
    icon: "handshake",
  },
  {
    title: "Heritage",
    text: "Forty years of the same standards: good cloth, clean stitching, fair prices.",
    icon: "landmark",
  },
  {
    title: "Care",
    text: "From a single shirt to a wedding wardrobe, every visitor gets the same attention.",
    icon: "sparkles",
  },
];

export type CollectionGroupWords = {
  title: string;
  text: string;
  links: readonly { name: string; href: string }[];
};

/** The three collection groups' words and links (their pictures are the owner's: "About: collection groups"). */
export const collectionGroupWords: readonly CollectionGroupWords[] = [
  {
    title: "Everyday & Office",
    text: "Formal shirts, trousers, blazers and suits; casual shirts, chinos and denim for the days in between.",
    links: [
      { name: "Formals", href: href("/collections/formals") },
      { name: "Casual Wear", href: href("/collections/semi-formals") },
    ],
  },
  {
    title: "Celebrations",
    text: "Sherwanis, bandis, jodhpuris and dhotis for weddings and festivals; party shirts for the night out.",
    links: [
      { name: "Groom Collections", href: href("/groom") },
      { name: "Ramraj Collections", href: href("/ramraj") },
      { name: "Clubwear", href: href("/collections/clubwear") },
    ],
  },
  {
    title: "Comfort & Seasons",
    text: "Winter jackets and sweaters, innerwear from trusted brands and easy nightwear for home.",
    links: [
      { name: "Winter Collections", href: href("/pants") },
      { name: "Inner Wear Brands", href: href("/innerwears") },
      { name: "Night Wear", href: href("/collections/shirts") },
    ],
  },
];
