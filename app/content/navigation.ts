export type NavLink = { name: string; href: string };
export type NavItem = NavLink & { submenu?: readonly NavLink[] };

export const collectionLinks: readonly NavLink[] = [
  { name: "Formals", href: "/collections/formals" },
  { name: "Casual Wear", href: "/collections/semi-formals" },
  { name: "Clubwear", href: "/collections/clubwear" },
  { name: "Night Wear", href: "/collections/shirts" },
  { name: "Groom Collections", href: "/groom" },
  { name: "Winter Collections", href: "/pants" },
  { name: "Inner Wear Brands", href: "/innerwears" },
  { name: "Ramraj Collections", href: "/ramraj" },
];

export const mainNavigation: readonly NavItem[] = [
  { name: "Home", href: "/" },
  { name: "Brand Story", href: "/about" },
  { name: "Collections", href: "/collections", submenu: collectionLinks },
  { name: "Offers", href: "/offers" },
  { name: "Gallery", href: "/gallery" },
  { name: "Visit Us", href: "/visit" },
  { name: "Contact", href: "/contact" },
];

export const footerQuickLinks: readonly NavLink[] = [
  { name: "Home", href: "/" },
  { name: "Brand Story", href: "/about" },
  { name: "Current Offers", href: "/offers" },
  { name: "Store Locator", href: "/visit" },
  { name: "Contact", href: "/contact" },
];

export const footerCollectionLinks: readonly NavLink[] = [
  { name: "Formals", href: "/collections/formals" },
  { name: "Semi-Formals", href: "/collections/semi-formals" },
  { name: "Clubwear", href: "/collections/clubwear" },
  { name: "Premium Shirts", href: "/collections/shirts" },
];

/** Shown in the footer; the store has no such pages yet, so they do not navigate. */
export const footerPlaceholders = ["Privacy Policy", "Terms of Service", "Shipping Info"] as const;

export const CONSULTATION_FORM_ID = "consultation-form";
