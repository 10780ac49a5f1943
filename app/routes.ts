import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// Mirrors SPEC §2's route table. Public screens share the shop shell; nothing under
// /admin does. Module files are named after what they show; the URLs are the spec's
// (/collections/shirts shows the nightwear, /pants the winter wear).
export default [
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/contact-messages", "routes/api/contact-messages.ts"),

  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("collections/formals", "routes/collections/formals.tsx"),
    route("collections/semi-formals", "routes/collections/casual-wear.tsx"),
    route("collections/clubwear", "routes/collections/clubwear.tsx"),
    route("collections/shirts", "routes/collections/nightwear.tsx"),
    route("groom", "routes/collections/groom.tsx"),
    route("pants", "routes/collections/winter-wear.tsx"),
    route("innerwears", "routes/collections/innerwear.tsx"),
    route("ramraj", "routes/collections/dhoti.tsx"),
    route("offers", "routes/offers.tsx"),
    route("visit", "routes/visit.tsx"),
    route("contact", "routes/contact.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("slider", "routes/slider.tsx"),
    route("*", "routes/not-found.tsx", { id: "public-not-found" }),
  ]),

  ...prefix("admin", [
    index("routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    layout("routes/admin/staff-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("contact-messages", "routes/admin/contact-messages.tsx"),
      route(":section", "routes/admin/section.tsx"),
    ]),
    route("*", "routes/not-found.tsx", { id: "admin-not-found" }),
  ]),
] satisfies RouteConfig;
