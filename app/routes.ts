import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The eight collection screens (docs/behaviour.md#collection-list): one route module (the collection engine),
 * whose loader finds the screen's collection in the database by path, and one for
 * an item of any of them.
 */
const COLLECTION_PATHS = [
  "collections/formals",
  "collections/semi-formals",
  "collections/clubwear",
  "collections/shirts",
  "groom",
  "pants",
  "innerwears",
  "ramraj",
];

// The route table of docs/behaviour.md#routes. Public screens share the shop shell; nothing under
// /admin does. Module files are named after what they show; the URLs are the original site's
// (/collections/shirts shows the nightwear, /pants the winter wear: the collection
// rows say which).
export default [
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/contact-messages", "routes/api/contact-messages.ts"),
  route("book/calendar/:reference", "routes/book-calendar.ts"),

  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    // Each item has its own address under its collection (itemPath: /groom/<slug>): the
    // collection screen with that item's dialog open over it.
    ...COLLECTION_PATHS.map((path) =>
      route(path, "routes/collection-page.tsx", { id: `collection:${path}` }, [
        route(":item", "routes/collection-item.tsx", { id: `collection-item:${path}` }),
      ]),
    ),
    route("offers", "routes/offers.tsx"),
    route("visit", "routes/visit.tsx"),
    route("contact", "routes/contact.tsx"),
    route("book", "routes/book.tsx"),
    // A booked visit has its own address (and the thanks for a request kept aside, its own).
    route("book/received", "routes/book-confirmation.tsx", { id: "book-received" }),
    route("book/:reference", "routes/book-confirmation.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("slider", "routes/slider.tsx"),
    route("search", "routes/search.tsx"),
    route("reviews", "routes/reviews.tsx"),
    // A customer's review of a visit, by the personal link staff sent (issue 34).
    route("review/:token", "routes/review.tsx"),
    // The footer's policy pages: one module, each page at its own address.
    route("privacy-policy", "routes/policy-page.tsx", { id: "policy:privacy" }),
    route("terms-of-service", "routes/policy-page.tsx", { id: "policy:terms" }),
    route("alterations-and-exchanges", "routes/policy-page.tsx", { id: "policy:exchanges" }),
    route("*", "routes/not-found.tsx", { id: "public-not-found" }),
  ]),

  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("contact-messages/export", "routes/admin/contact-messages.export.ts"),
    route("export", "routes/admin/export.ts"),
    route("settings/backups/download", "routes/admin/settings-backups.download.ts"),
    route("products/:id/images", "routes/admin/product-images.ts"),
    route("settings/showcase/:id/photos", "routes/admin/showcase-photos.ts"),
    route("orders/new/items", "routes/admin/orders.new.items.ts"),
    // Opened without a session: an invitation, a reset link, the second step, a passkey.
    route("invite/:token", "routes/admin/invite.tsx"),
    route("reset/:token", "routes/admin/reset-password.tsx"),
    route("verify", "routes/admin/verify.tsx"),
    route("passkey", "routes/admin/passkey.ts"),
    route("account/passkeys", "routes/admin/account-passkeys.ts"),
    route("account/verify/passkey", "routes/admin/account-verify-passkey.ts"),
    layout("routes/admin/staff-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("contact-messages", "routes/admin/contact-messages.tsx"),
      route("contact-messages/:id", "routes/admin/contact-messages.$id.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:key", "routes/admin/customers.$key.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      // "Ask for a review" on a visited visit: a form post that opens WhatsApp, or says why not.
      route("reviews/ask", "routes/admin/reviews.ask.tsx"),
      route("reviews/:id", "routes/admin/reviews.$id.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/:id", "routes/admin/product-editor.tsx"),
      route("photo-day", "routes/admin/photo-day.tsx"),
      route("collections", "routes/admin/collections.tsx"),
      route("collections/:slug", "routes/admin/collection-editor.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/new", "routes/admin/orders.new.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/store", "routes/admin/settings-store.tsx"),
      route("settings/hours", "routes/admin/settings-hours.tsx"),
      route("settings/offers", "routes/admin/settings-offers.tsx"),
      route("settings/offers/:id", "routes/admin/settings-offer.tsx"),
      route("settings/banner", "routes/admin/settings-banner.tsx"),
      route("settings/showcase", "routes/admin/showcase.tsx"),
      route("settings/showcase/:id", "routes/admin/showcase-slide.tsx"),
      route("settings/pages", "routes/admin/settings-pages.tsx"),
      route("settings/pages/:slug", "routes/admin/settings-page.tsx"),
      route("settings/mail", "routes/admin/settings-mail.tsx"),
      route("settings/backups", "routes/admin/settings-backups.tsx"),
      route("insights", "routes/admin/insights.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("account/two-step", "routes/admin/account-two-step.tsx"),
      route("account/verify", "routes/admin/account-verify.tsx"),
      route("account/sessions", "routes/admin/account-sessions.tsx"),
      route("accounts", "routes/admin/accounts.tsx"),
      route("accounts/:id", "routes/admin/accounts.$id.tsx"),
      route("activity", "routes/admin/activity.tsx"),
    ]),
    route("*", "routes/not-found.tsx", { id: "admin-not-found" }),
  ]),
] satisfies RouteConfig;
