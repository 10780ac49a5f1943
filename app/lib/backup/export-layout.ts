/**
 * How the owner's export names and filters what it finds in the database. Tables
 * are discovered (a table added later is exported without a change here); only
 * what must never leave, or means nothing outside the running site, is left out.
 */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  // Sign-in secrets and throttles.
  "sessions",
  "login_attempts",
  "rate_limit_hits",
  // The backup bucket's keys (sealed) and its bookkeeping: the server's, not the store's data.
  "backup_bucket",
  // Internal queues and bookkeeping.
  "outbox",
  "kysely_migration",
  "kysely_migration_lock",
  "catalogue_version",
  "settings_version",
  "reviews_version",
  // Who is photographing which item on the photo day, for ten minutes at a time.
  "photo_day_claims",
  // Photo bytes: exported as image files under photos/ instead of base64 in a table.
  "media_files",
  // Insights' visitor sketches: 4,096 counters a day that only the site can turn into a
  // figure (the daily counts themselves, insights.csv, are exported).
  "insights_visitors",
]);

/** The names a store owner would look for, where the table's name is ours. */
const FRIENDLY: Record<string, string> = {
  contact_messages: "messages",
  admins: "staff",
  items: "products",
  item_images: "product-photos",
  media: "photos",
  collection_filters: "collection-filters",
  catalogue_changes: "catalogue-history",
  booking_changes: "booking-history",
  settings: "store-settings",
  settings_changes: "settings-history",
  store_closures: "closures",
  showcase_slides: "showcase",
  showcase_images: "showcase-photos",
  insights_daily: "insights",
  review_links: "review-requests",
  mail_settings: "mail-settings",
};

export function exportTableName(table: string): string {
  return FRIENDLY[table] ?? table.replace(/_/g, "-");
}

/** Columns that hold a secret (a password hash, a token's hash) stay out, whatever table they are in. */
export function hiddenColumn(table: string, column: string): boolean {
  if (/password|secret|token/i.test(column)) return true;
  if (table === "sessions" || column === "id_hash") return true;
  return false;
}

/** `photos/12-3f9a….webp`: the photo's id first (photos.csv's id), then its content name. */
export function photoFileName(mediaId: number, key: string, format: string): string {
  const base = (key.split("/").at(-1) ?? "photo").replace(/[^\w.-]+/g, "-").slice(0, 80);
  return `photos/${mediaId}-${base}.${format.replace(/[^\w]/g, "")}`;
}
