import { href } from "react-router";
/** Paths come from React Router's `href()`, so a link to a route that does not exist fails the typecheck. */
export type NavLink = { name: string; href: string };
/** A header entry: a link, or a menu of links (which has no page of its own). */
export type NavItem =
  (NavLink & { submenu?: undefined }) | { name: string; href?: undefined; submenu: readonly NavLink[] };

export const collectionLinks: readonly NavLink[] = [
  { name: "Formals", href: href("/collections/formals") },
  { name: "Casual Wear", href: href("/collections/semi-formals") },
  { name: "Clubwear", href: href("/collections/clubwear") },
  { name: "Night Wear", href: href("/collections/shirts") },
  { name: "Groom Collections", href: href("/groom") },
  { name: "Winter Collections", href: href("/pants") },
  { name: "Inner Wear Brands", href: href("/innerwears") },
  { name: "Ramraj Collections", href: href("/ramraj") },
];

export const mainNavigation: readonly NavItem[] = [
  { name: "Home", href: href("/") },
  { name: "Brand Story", href: href("/about") },
  { name: "Collections", submenu: collectionLinks },
  { name: "Offers", href: href("/offers") },
  { name: "Gallery", href: href("/gallery") },
  { name: "Visit Us", href: href("/visit") },
  { name: "Contact", href: href("/contact") },
];

export const footerQuickLinks: readonly NavLink[] = [
  { name: "Home", href: href("/") },
  { name: "Brand Story", href: href("/about") },
  { name: "Current Offers", href: href("/offers") },
  { name: "Customer Reviews", href: href("/reviews") },
  { name: "Store Locator", href: href("/visit") },
  { name: "Contact", href: href("/contact") },
];

export const footerCollectionLinks: readonly NavLink[] = [
  { name: "Formals", href: href("/collections/formals") },
  { name: "Semi-Formals", href: href("/collections/semi-formals") },
  { name: "Clubwear", href: href("/collections/clubwear") },
  { name: "Premium Shirts", href: href("/collections/shirts") },
];

/**
 * The footer's policy links (docs/behaviour.md#shell): Privacy Policy, Terms of
 * Service and, as the store sells nothing online, its alterations and exchange policy
 * where "Shipping Info" was: pages whose text staff edit.
 */
export const footerPolicyLinks: readonly NavLink[] = [
  { name: "Privacy Policy", href: href("/privacy-policy") },
  { name: "Terms of Service", href: href("/terms-of-service") },
  { name: "Alterations & Exchanges", href: href("/alterations-and-exchanges") },
];

export const CONSULTATION_FORM_ID = "consultation-form";
