import type { PublicPage } from "../lib/seo/seo.ts";

export type { PublicPage };

/** The public pages: one entry per route of the site. */

export const publicPages: readonly PublicPage[] = [
  {
    path: "/",
    title: "Premium Men's Fashion in Bengaluru since 1984",
    description:
      "Formals, casual wear, clubwear, groom collections and more from our flagship Bengaluru store, dressing the city since 1984.",
  },
  {
    path: "/about",
    title: "Brand Story",
    description:
      "Four decades of tailoring and menswear in Bengaluru: how a small textile counter of 1984 became a flagship menswear house.",
  },
  {
    path: "/collections/formals",
    title: "Formal Collection",
    description: "Formal shirts, trousers, T-shirts, blazers and suits, cut for the Bengaluru workday.",
  },
  {
    path: "/collections/semi-formals",
    title: "Casual Wear",
    description: "Casual shirts, cotton trousers, denim, T-shirts, cargos and joggers for easy weekends.",
  },
  {
    path: "/collections/clubwear",
    title: "Clubwear Collection",
    description: "Party wear shirts, prints, linen, short kurtas and sharp trousers for the evening.",
  },
  {
    path: "/collections/shirts",
    title: "Night Wear Collection",
    description: "Track pants, Bermuda shorts, capris, denim shorts and boxer shorts for easy evenings at home.",
  },
  {
    path: "/offers",
    title: "Offers",
    description: "Current offers at our Bengaluru store: show the code at the counter and save on any brand.",
  },
  {
    path: "/visit",
    title: "Visit Our Store",
    description: "Find our flagship store in Bengaluru: address, hours, monthly closure, directions and parking.",
  },
  {
    path: "/contact",
    title: "Contact Us",
    // The route adds the store's reply promise from its settings (routes/contact.tsx).
    description: "Send us a message, chat with us or call the store.",
  },
  {
    path: "/book",
    title: "Book a Visit",
    description: "Book a trial or a fitting at our Bengaluru store.",
  },
  {
    path: "/groom",
    title: "Groom Collections",
    description: "Sherwanis, bandis, indo-westerns, jodhpuris, wedding shirts and accessories for the groom.",
  },
  {
    path: "/pants",
    title: "Winter Collections",
    description: "Jerkins, sweaters, pullovers, rain coats and jackets to stay warm in style.",
  },
  {
    path: "/innerwears",
    title: "Inner Wear Brands",
    description: "Innerwear, T-shirts, shorts and combos from US POLO ASSN, Jockey, Ramraj and Minister White.",
  },
  {
    path: "/ramraj",
    title: "Ramraj Collections",
    description: "Dhotis, velcro dhotis and shirt-and-dhoti sets woven with heritage golden borders.",
  },
  {
    path: "/gallery",
    title: "Gallery",
    description: "Browse our formal, semi-formal, clubwear and shirt collections in full screen.",
  },
  {
    path: "/slider",
    title: "Collections Showcase",
    description: "A full-screen showcase of our signature collections.",
  },
  {
    path: "/reviews",
    title: "Customer Reviews",
    description: "Every review from a real visit to our Bengaluru store, and the store's answers.",
  },
  {
    path: "/search",
    title: "Search",
    description: "Search every piece in our collections: sherwanis, shirts, suits, dhotis and more.",
    indexed: false,
  },
  // The footer's policy pages (app/lib/settings/policy-pages.ts): text staff edit, these
  // their seeded title and summary (app/content/site/policies.ts); each page's meta shows
  // the title and summary as last saved.
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "What our forms collect, why, for how long, who sees it, and how to have it corrected or deleted.",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description:
      "The terms of using this website: a catalogue of the store, with visits and messages, and no sales online.",
  },
  {
    path: "/alterations-and-exchanges",
    title: "Alterations & Exchanges",
    description: "How our tailors alter what you buy from us, and how to exchange a piece that does not suit.",
  },
];

/** The pages a search engine may list: the sitemap's. */
export function indexedPages(): PublicPage[] {
  return publicPages.filter((p) => p.indexed !== false);
}

export function pageFor(path: string): PublicPage | undefined {
  return publicPages.find((p) => p.path === path);
}
