/**
 * The go-live checklist: what still stands between a fresh install and the store's
 * own site. Each line says what is wrong and where it is fixed, and disappears once
 * it is: the dashboard shows the list while any line is open.
 */
export type GoLiveFacts = {
  /** SITE_URL was not set where the server starts: the placeholder address it falls back to, else null. */
  placeholderSiteUrl: string | null;
  /** Store numbers (and the WhatsApp number) still set to the seed's placeholders. */
  placeholderPhones: number;
  placeholderEmail: string | null;
  /**
   * Published products whose card photo (the first) is still the generated artwork, and
   * shown slides with any artwork left.
   */
  artwork: { products: number; slides: number };
  /** A mail server in effect: the server's SMTP_URL and NOTIFY_EMAIL, or Settings → Mail. */
  mailConfigured: boolean;
  /** Accounts that can sign in (disabled ones do not count). */
  staffAccounts: number;
  backup: { configured: boolean; lastGoodAt: string | null };
  /** Footer policy pages whose text is still the one a fresh install came with (saved or not). */
  unreviewedPolicies: number;
};

export type ChecklistLine = {
  id:
    | "site-address"
    | "phones"
    | "email"
    | "product-artwork"
    | "slide-artwork"
    | "policies"
    | "mail"
    | "staff"
    | "backup";
  text: string;
  /**
   * Where it is fixed: a staff screen, or the part of the dashboard that explains it.
   * Absent when no staff screen can fix it (the line itself says what to set on the server).
   */
  href?: string;
  action?: string;
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** E-mail domains reserved for examples: they deliver to nobody. */
export function isPlaceholderEmail(email: string): boolean {
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|invalid|localhost)$/.test(domain);
}

export function goLiveChecklist(facts: GoLiveFacts, links: { staff: string; backup: string }): ChecklistLine[] {
  const lines: ChecklistLine[] = [];
  if (facts.placeholderSiteUrl) {
    // Set where the server starts, not in the staff area: the line says what to set.
    lines.push({
      id: "site-address",
      text: `The site's address is still the placeholder ${facts.placeholderSiteUrl}, so link previews, the sitemap and e-mailed links point nowhere. Set SITE_URL to the store's address (e.g. SITE_URL=https://www.yourstore.in) where the server starts, and restart it.`,
    });
  }
  if (facts.placeholderPhones > 0) {
    lines.push({
      id: "phones",
      text: `${facts.placeholderPhones === 1 ? "A phone number is a placeholder" : "The phone numbers are placeholders"} that reach nobody.`,
      href: "/admin/settings/store#phones",
      action: "Set the store's numbers",
    });
  }
  if (facts.placeholderEmail) {
    lines.push({
      id: "email",
      text: `The e-mail ${facts.placeholderEmail} reaches nobody.`,
      href: "/admin/settings/store#email",
      action: "Set the store's e-mail",
    });
  }
  if (facts.artwork.products > 0) {
    lines.push({
      id: "product-artwork",
      text: `${count(facts.artwork.products, "product still shows", "products still show")} generated artwork, not the store's photographs.`,
      // The photo day walks through exactly these, one at a time.
      href: "/admin/photo-day",
      action: "Start the photo day",
    });
  }
  if (facts.artwork.slides > 0) {
    lines.push({
      id: "slide-artwork",
      text: `${count(facts.artwork.slides, "showcase slide still shows", "showcase slides still show")} generated artwork.`,
      href: "/admin/settings/showcase",
      action: "Add photographs",
    });
  }
  if (facts.unreviewedPolicies > 0) {
    lines.push({
      id: "policies",
      text: `${count(facts.unreviewedPolicies, "policy page is", "policy pages are")} still the text the site came with: the privacy notice must say what this store does.`,
      href: "/admin/settings/pages",
      action: "Read and edit them",
    });
  }
  if (!facts.mailConfigured) {
    lines.push({
      id: "mail",
      text: "No mail server is set, so nobody is e-mailed about new messages and bookings.",
      href: "/admin/settings/mail",
      action: "Set the mail server",
    });
  }
  if (facts.staffAccounts < 2) {
    lines.push({
      id: "staff",
      text: "There is only one staff account: if its password is lost, nobody can sign in.",
      href: links.staff,
      action: "Add a second account",
    });
  }
  if (!facts.backup.configured) {
    lines.push({
      id: "backup",
      text: "No backup is configured: a failed disk would lose every message, booking and product.",
      href: links.backup,
      action: "Set up backups",
    });
  }
  return lines;
}
