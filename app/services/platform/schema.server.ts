import type { Generated } from "kysely";

/**
 * The database's tables as the code sees them, in one place: a small runtime
 * description (each column's coarse type, whether it may be NULL, whether the
 * database fills it when an insert leaves it out), from which the `Tables` type that
 * Kysely checks every query against is derived. The migrations are the other half of
 * the truth; tests/integration/schema.test.ts runs them on SQLite and PostgreSQL and
 * compares what the databases report with this description, so a column added to one
 * and not the other fails the tests.
 *
 * Times the app computes with (sessions, throttles) are epoch milliseconds; other
 * times are ISO-8601 UTC strings, which sort and compare the same way on both
 * databases. JSON columns are text; flags are 0/1 integers (SQLite has no boolean).
 */

/** Types as both databases agree on them: bigint and serial are integers, bytea and blob are bytes. */
export type ColumnClass = "integer" | "real" | "text" | "blob";

export type Column<T, Nullable extends boolean = boolean, Defaulted extends boolean = boolean> = {
  readonly class: ColumnClass;
  readonly nullable: Nullable;
  /** Filled by the database when an insert leaves it out (a default or an identity). */
  readonly generated: Defaulted;
  /** Only carries the TypeScript type. */
  readonly value?: T;
};

const column = <T>(kind: ColumnClass): Column<T, false, false> => ({ class: kind, nullable: false, generated: false });
const integer = () => column<number>("integer");
const real = () => column<number>("real");
const text = () => column<string>("text");
const blob = () => column<Uint8Array>("blob");
const nullable = <T, G extends boolean>(c: Column<T, false, G>): Column<T, true, G> => ({ ...c, nullable: true });
const generated = <T, N extends boolean>(c: Column<T, N, false>): Column<T, N, true> => ({ ...c, generated: true });

export const SCHEMA = {
  contact_messages: {
    id: generated(integer()),
    name: text(),
    email: text(),
    phone: text(),
    subject: text(),
    message: text(),
    category: text(),
    created_at: text(),
    /** new (unread), open (read, not answered), replied, archived: see app/lib/inbox-filters.ts. */
    status: generated(text()),
    /** When staff first opened it. */
    read_at: nullable(text()),
    replied_at: nullable(text()),
    /** The staff member who marked it replied, as they were named then. */
    replied_by: nullable(text()),
    /** Bumped by every staff change, so a change made from a stale page is refused, not applied. */
    version: generated(integer()),
    /** The phone in E.164 when it is a real number (WhatsApp and call links, search by digits). */
    phone_e164: nullable(text()),
    /** Who sent it, for Customers: E.164 phone, else the e-mail in lower case (app/lib/contact/phone.ts). */
    customer_key: text(),
    /** Hash of the form token or Idempotency-Key it was sent with: one message per key. */
    submission_key: nullable(text()),
    /** Why the spam checks caught it (app/lib/contact/spam.ts); kept after it is moved out of Spam. */
    spam_reason: nullable(text()),
    /** Who moved it out of Spam: a staff member's name, or "re-check" (the visitor's own page). */
    spam_released_by: nullable(text()),
    /** The language of the page it was sent from, or the API's `language` (app/lib/i18n/locale.ts): staff answer in it. */
    language: generated(text()),
  },
  /**
   * One row per person who wrote (app/services/customers/customers.server.ts): kept in step
   * with contact_messages in the same transactions, so Customers pages by last
   * contact without grouping every message.
   */
  customers: {
    key: text(),
    /** From their latest message. */
    name: text(),
    phone: text(),
    phone_e164: nullable(text()),
    email: text(),
    messages: integer(),
    first_at: text(),
    last_at: text(),
    last_message_id: integer(),
  },
  outbox: {
    id: generated(integer()),
    /** What to do, e.g. "contact-message-alert"; handlers are registered by kind. */
    kind: text(),
    /** JSON for the handler: references, not personal data (the handler reads the row when it sends). */
    payload: text(),
    /** The row it is about ("contact_message:12"), so deleting that row deletes its side effects. */
    ref: nullable(text()),
    /** pending, sent or failed (given up after 24 hours). */
    status: generated(text()),
    attempts: generated(integer()),
    created_ms: integer(),
    next_attempt_ms: integer(),
    /** Claimed by a sender until then; an instance that dies mid-send frees it by expiry. */
    locked_until_ms: nullable(integer()),
    sent_ms: nullable(integer()),
    last_error: nullable(text()),
  },
  admins: {
    id: generated(integer()),
    username: text(),
    password_hash: text(),
    name: nullable(text()),
    email: nullable(text()),
    created_at: text(),
    updated_at: text(),
    /** owner or staff (app/lib/accounts/roles.ts). */
    role: generated(text()),
    /** active or disabled (a disabled account cannot sign in and has no sessions). */
    status: generated(text()),
    version: generated(integer()),
    /** The authenticator app's secret, sealed (platform/secret-box.server.ts); null: no app. */
    totp_secret: nullable(text()),
    /** A secret being set up, sealed, until a first code confirms it. */
    totp_pending: nullable(text()),
    totp_last_step: nullable(integer()),
    last_sign_in_at: nullable(text()),
    /** The language the account's screens are shown in, chosen in My account (app/lib/i18n/locale.ts). */
    language: generated(text()),
  },
  sessions: {
    /** HMAC of the cookie value: a leaked table does not give working cookies. */
    id_hash: text(),
    admin_id: integer(),
    created_ms: integer(),
    last_seen_ms: integer(),
    /** Names the session in the devices list's forms; not a credential. */
    handle: nullable(text()),
    user_agent: nullable(text()),
    address: nullable(text()),
    /** full, or setup: may only set up two-step sign-in (the owner requires it). */
    stage: generated(text()),
    /** When the holder last proved it is them (epoch ms): a sign-in, password, app code or passkey. */
    verified_ms: nullable(integer()),
  },
  /** Store-wide sign-in rules: one row. */
  account_policy: {
    id: integer(),
    require_two_step: generated(integer()),
    updated_at: nullable(text()),
    updated_by: nullable(text()),
  },
  /** Invitations and password reset links (accounts/account-links.server.ts). */
  account_links: {
    id: generated(integer()),
    /** invite or reset. */
    kind: text(),
    /** SHA-256 of the link's token: the table does not give working links. */
    token_hash: text(),
    /** A reset's account; an invitation's once accepted. */
    admin_id: nullable(integer()),
    name: text(),
    email: nullable(text()),
    phone: nullable(text()),
    role: nullable(text()),
    created_by_id: nullable(integer()),
    created_by_name: text(),
    created_ms: integer(),
    expires_ms: integer(),
    used_ms: nullable(integer()),
    revoked_ms: nullable(integer()),
  },
  recovery_codes: {
    id: generated(integer()),
    admin_id: integer(),
    code_hash: text(),
    created_ms: integer(),
    used_ms: nullable(integer()),
  },
  passkeys: {
    id: generated(integer()),
    admin_id: integer(),
    /** base64url, as the browser gives it. */
    credential_id: text(),
    /** COSE public key, base64url. */
    public_key: text(),
    counter: integer(),
    /** JSON array of transports. */
    transports: generated(text()),
    device_type: text(),
    backed_up: integer(),
    name: text(),
    created_ms: integer(),
    last_used_ms: nullable(integer()),
  },
  /** A right password waiting for its second step (5 minutes, 5 tries). */
  pending_sign_ins: {
    id_hash: text(),
    admin_id: integer(),
    created_ms: integer(),
    expires_ms: integer(),
    attempts: generated(integer()),
  },
  /** WebAuthn challenges: single use, bound to a browser or a session (accounts/passkeys.server.ts). */
  auth_challenges: {
    id_hash: text(),
    /** passkey-sign-in, passkey-second-step or passkey-register. */
    purpose: text(),
    challenge: text(),
    admin_id: nullable(integer()),
    session_hash: nullable(text()),
    expires_ms: integer(),
  },
  /**
   * Settings → Backups (backup/bucket-settings.server.ts): one row, the owner's off-site bucket.
   * The keys are sealed with SESSION_SECRET; the test's, the download's and the last copy's times.
   */
  backup_bucket: {
    id: integer(),
    endpoint: nullable(text()),
    bucket: nullable(text()),
    path: nullable(text()),
    region: nullable(text()),
    key_id_sealed: nullable(text()),
    secret_key_sealed: nullable(text()),
    version: generated(integer()),
    updated_at: nullable(text()),
    updated_by: nullable(text()),
    tested_at: nullable(text()),
    /** The bucket the test was of ("host/bucket/path"): a test of other values says nothing of the saved one. */
    tested_where: nullable(text()),
    test_ok: nullable(integer()),
    /** The provider's own answer when the test failed. */
    test_answer: nullable(text()),
    downloaded_at: nullable(text()),
    downloaded_by: nullable(text()),
    /** When a PostgreSQL snapshot last reached the bucket (SQLite's copy is Litestream's). */
    copied_at: nullable(text()),
  },
  /** Who did what and when (platform/activity.server.ts). */
  activity_log: {
    id: generated(integer()),
    at: text(),
    actor_id: nullable(integer()),
    /** As the actor was named then; kept after the account is deleted. */
    actor_name: text(),
    kind: text(),
    action: text(),
    subject: nullable(text()),
    /** JSON of short, non-secret details (app/lib/accounts/activity.ts). */
    detail: generated(text()),
    address: nullable(text()),
  },
  login_attempts: {
    id: generated(integer()),
    username: text(),
    address: text(),
    at_ms: integer(),
    /** 1 or 0: SQLite has no boolean type. An attempt is 0 from the moment it is reserved until its password matched. */
    success: integer(),
    /** The browser's device id (its `staff_device` cookie), once it has signed in. */
    device: nullable(text()),
  },
  /** Visit bookings (app/services/bookings/bookings.server.ts): trial holds of an item and fittings. */
  bookings: {
    id: generated(integer()),
    /** What the visitor quotes: "MS-7K4Q". */
    reference: text(),
    /** "trial" or "fitting". */
    kind: text(),
    item_id: nullable(integer()),
    /** "<collection path>/<item slug>", as the item dialog links it. */
    item_ref: nullable(text()),
    /** The item as it was when booked: it stays readable after the item is hidden or deleted. */
    item_title: nullable(text()),
    item_image_key: nullable(text()),
    item_image_kind: nullable(text()),
    /** A fitting's purpose (app/lib/booking/booking-schema.ts). */
    purpose: nullable(text()),
    /** Store calendar date "YYYY-MM-DD" and slot "HH:MM" (Asia/Kolkata). */
    date: text(),
    time: text(),
    /** The slot's start as an ISO-8601 UTC instant: sorting and Today/Upcoming/Past. */
    starts_at: text(),
    name: text(),
    phone: text(),
    phone_e164: nullable(text()),
    customer_key: text(),
    size: generated(text()),
    note: generated(text()),
    /** requested, confirmed, visited, no-show, cancelled; spam (caught by the spam checks, holds no place). */
    status: generated(text()),
    status_at: nullable(text()),
    status_by: nullable(text()),
    created_at: text(),
    version: generated(integer()),
    submission_key: nullable(text()),
    spam_reason: nullable(text()),
    spam_released_by: nullable(text()),
    /** "site" (the visitor, /book) or "staff" (a walk-in or phone booking made in Orders). */
    source: generated(text()),
    /** The member of staff who made a walk-in booking, as they were named then. */
    created_by: nullable(text()),
    /** The language of the /book page it was sent from ("en" for a walk-in): staff answer in it. */
    language: generated(text()),
  },
  /** Addresses staff booked walk-ins from: the shop's own network, never held back by the per-address limit. */
  store_addresses: {
    address: text(),
    last_seen_ms: integer(),
  },
  /** Staff notes on a client (app/services/customers/customer-notes.server.ts), by customer key. */
  customer_notes: {
    id: generated(integer()),
    customer_key: text(),
    body: text(),
    created_at: text(),
    created_by: text(),
  },
  /** A tailor's measurements of a client, in inches; null where not taken that day. */
  customer_measurements: {
    id: generated(integer()),
    customer_key: text(),
    chest: nullable(real()),
    waist: nullable(real()),
    sleeve: nullable(real()),
    inseam: nullable(real()),
    neck: nullable(real()),
    note: generated(text()),
    /** Issue 38's measures, added to the first five (migration 2026-11-27-038). */
    hip: nullable(real()),
    shoulder: nullable(real()),
    bicep: nullable(real()),
    collar: nullable(real()),
    shirt_length: nullable(real()),
    kurta_length: nullable(real()),
    trouser_length: nullable(real()),
    /** A free line for what no column names ("thigh 24, knee 17"); "" when none. */
    other: generated(text()),
    /** The store-calendar day they were taken, YYYY-MM-DD. */
    taken_on: text(),
    /** Who took them, as they were named then. */
    taken_by: text(),
    created_at: text(),
  },
  /** The footer's policy pages (app/services/settings/policy-pages.server.ts). */
  policy_pages: {
    slug: text(),
    title: text(),
    summary: generated(text()),
    /** Plain text in the format of app/lib/settings/policy-pages.ts. */
    body: text(),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
    updated_at: text(),
    /** Null while the page is still the seeded text. */
    updated_by: nullable(text()),
  },
  policy_page_changes: {
    id: generated(integer()),
    slug: text(),
    at: text(),
    admin_name: text(),
    title: text(),
    summary: text(),
    body: text(),
  },
  booking_changes: {
    id: generated(integer()),
    booking_id: integer(),
    at: text(),
    admin_name: text(),
    from_status: text(),
    to_status: text(),
  },
  /**
   * Review links (app/services/reviews): one per visited booking, made when staff ask
   * for a review. Only the token's SHA-256 is kept; it works once, for 30 days.
   */
  review_links: {
    id: generated(integer()),
    /** The visit (no foreign key: a link whose visit was deleted answers 410). */
    booking_id: integer(),
    /** The customer's key, for the once-a-month rule; null once the customer is deleted. */
    customer_key: nullable(text()),
    /** The item the visit tried, as the booking had it; null for a fitting. */
    item_id: nullable(integer()),
    item_ref: nullable(text()),
    item_title: nullable(text()),
    token_hash: text(),
    /** "whatsapp" or "email". */
    channel: text(),
    /** Who asked, as they were named then. */
    asked_by: text(),
    asked_by_id: nullable(integer()),
    created_ms: integer(),
    expires_ms: integer(),
    used_ms: nullable(integer()),
  },
  /** A review: stars always count; the words show only with consent and while not hidden. */
  reviews: {
    id: generated(integer()),
    link_id: integer(),
    /** The visit; kept as a number after the booking is deleted. */
    booking_id: nullable(integer()),
    /** Null once the customer was deleted (the stars stay, name and words go). */
    customer_key: nullable(text()),
    item_id: nullable(integer()),
    item_ref: nullable(text()),
    item_title: nullable(text()),
    /** 1 to 5 (a check constraint). */
    stars: integer(),
    words: generated(text()),
    /** 1: the customer agreed the words may be published. */
    words_consented: generated(integer()),
    /** "Ravi K.", as the customer left it; "" once anonymised. */
    display_name: generated(text()),
    words_hidden_at: nullable(text()),
    words_hidden_by: nullable(text()),
    /** abuse, personal-data or customer-asked (app/lib/reviews/review-rules.ts). */
    words_hidden_reason: nullable(text()),
    /** The store's one public answer, editable; who and when last. */
    answer: nullable(text()),
    answered_at: nullable(text()),
    answered_by: nullable(text()),
    /** published, or spam (held by the intake's checks until released). */
    status: generated(text()),
    spam_reason: nullable(text()),
    spam_released_by: nullable(text()),
    /** Hash of the form token it was sent with: the same post again is answered as the first. */
    submission_key: nullable(text()),
    anonymised_at: nullable(text()),
    created_at: text(),
    version: generated(integer()),
  },
  reviews_version: {
    id: integer(),
    version: integer(),
  },
  rate_limit_hits: {
    id: generated(integer()),
    bucket: text(),
    key: text(),
    at_ms: integer(),
  },

  /** The catalogue (app/services/catalogue/) from here on: what the collection screens and items show. */
  collections: {
    id: generated(integer()),
    slug: text(),
    path: text(),
    name: text(),
    position: integer(),
    category_style: text(),
    hero_eyebrow: text(),
    hero_title: text(),
    hero_subtitle: nullable(text()),
    hero_text: text(),
    hero_badge: nullable(text()),
    hero_tag: nullable(text()),
    hero_claims: nullable(text()),
    hero_stats: nullable(text()),
    hero_cta_label: text(),
    hero_cta_category: nullable(text()),
    hero_cta_type: nullable(text()),
    hero_image_key: text(),
    hero_image_alt: text(),
    section_title: text(),
    section_intro: text(),
    category_label: nullable(text()),
    default_category: text(),
    category_match: nullable(text()),
    type_label: nullable(text()),
    type_all_label: nullable(text()),
    type_hidden: integer(),
    card_badge: nullable(text()),
    details: text(),
    item_fields: text(),
    reset_in_filter_bar: integer(),
    empty_hint: text(),
    empty_reset: integer(),
    /** 1: its pieces offer "Reserve for trial"; 0: none do (innerwear). */
    trial_offered: generated(integer()),
    /** JSON array of the type slugs whose pieces offer no trial (the groom's vel). */
    no_trial_types: generated(text()),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
    updated_at: text(),
  },
  collection_filters: {
    id: generated(integer()),
    collection_id: integer(),
    /** "category" (the category row) or "type" (the shared type row, or a group's when group_value is set). */
    kind: text(),
    group_value: generated(text()),
    value: text(),
    label: text(),
    position: integer(),
    match: nullable(text()),
    /** On a category option that has its own type row (groom): that row's label. */
    types_label: nullable(text()),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
  },
  items: {
    id: generated(integer()),
    collection_id: integer(),
    slug: text(),
    title: text(),
    description: text(),
    category: nullable(text()),
    type: text(),
    price: nullable(text()),
    rating: nullable(real()),
    fabric: nullable(text()),
    fit: nullable(text()),
    warmth: nullable(text()),
    brand: nullable(text()),
    features: generated(text()),
    /** JSON array of the other type slugs the item is listed under (its main type is `type`). */
    extra_types: generated(text()),
    status: text(),
    is_new: generated(integer()),
    position: integer(),
    published_at: nullable(text()),
    created_at: text(),
    updated_at: text(),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
  },
  media: {
    id: generated(integer()),
    hash: text(),
    /** "static": files of the build (seeded artwork); "database": renditions in media_files. */
    storage: text(),
    /** The image key the pages use: /images/<key>-<width>.<format>. */
    key: text(),
    kind: text(),
    width: integer(),
    height: integer(),
    source_type: nullable(text()),
    bytes: generated(integer()),
    created_at: text(),
    /** The frame of a tall phone crop kept beside the main one (a home hero's picture), else null. */
    phone_kind: nullable(text()),
  },
  media_files: {
    media_id: integer(),
    name: text(),
    content_type: text(),
    size: integer(),
    data: blob(),
  },
  item_images: {
    id: generated(integer()),
    item_id: integer(),
    media_id: integer(),
    position: integer(),
    alt: generated(text()),
    /** When it was uploaded while it is a draft (on no public page until its product is saved); null once saved. */
    draft_since: nullable(text()),
  },
  /** The photo day: the item a member of staff is photographing, theirs until `expires_ms` (epoch ms). */
  photo_day_claims: {
    item_id: integer(),
    admin_id: integer(),
    expires_ms: integer(),
  },
  catalogue_changes: {
    id: generated(integer()),
    at: text(),
    admin_id: nullable(integer()),
    admin_name: text(),
    collection_id: nullable(integer()),
    item_id: nullable(integer()),
    /** What was changed, as staff call it (an item's title, a collection's name) when it was changed. */
    subject: text(),
    action: text(),
    fields: generated(text()),
  },
  catalogue_version: {
    id: integer(),
    version: integer(),
  },
  /*
   * The store's settings (app/services/settings/): its facts, hours, dated exceptions,
   * offers, the banner, its claims and the showcase slides. Like the catalogue: JSON
   * documents and lists as text, 0/1 flags, store-calendar dates as "YYYY-MM-DD"; a
   * version per row for optimistic locking, one version row for the page cache, and a
   * history of who changed what.
   */
  /** One JSON document per section ("store", "hours", "announcement", "claims"), validated on read and write. */
  settings: {
    key: text(),
    value: text(),
    version: generated(integer()),
    updated_at: text(),
  },
  settings_version: {
    id: integer(),
    version: integer(),
  },
  /**
   * Settings → Mail (app/services/mail/mail-settings.server.ts): the store's own mail
   * server, one row (id 1). The password only sealed (platform/secret-box.server.ts);
   * `notify` a JSON list of the alerted addresses.
   */
  mail_settings: {
    id: integer(),
    host: text(),
    port: integer(),
    /** "tls", "starttls" or "none" (app/lib/mail/mail-server.ts). */
    security: text(),
    username: generated(text()),
    password_sealed: nullable(text()),
    from_address: text(),
    notify: generated(text()),
    version: generated(integer()),
    updated_at: text(),
    updated_by: text(),
  },
  settings_changes: {
    id: generated(integer()),
    at: text(),
    admin_id: nullable(integer()),
    admin_name: text(),
    /** Which screen's change: "store", "hours", "closures", "offers", "announcement", "claims", "showcase". */
    section: text(),
    /** What was changed, as staff call it ("WELCOME10", "Closed for Deepavali") when it was changed. */
    subject: text(),
    action: text(),
    fields: generated(text()),
  },
  store_closures: {
    id: generated(integer()),
    starts_on: text(),
    ends_on: text(),
    /** Special hours ("HH:MM"), or both null: closed all day. */
    opens: nullable(text()),
    closes: nullable(text()),
    note: generated(text()),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
    created_at: text(),
    updated_at: text(),
  },
  offers: {
    id: generated(integer()),
    code: text(),
    headline: text(),
    title: text(),
    description: generated(text()),
    /** JSON array of lines. */
    terms: generated(text()),
    valid_from: nullable(text()),
    valid_until: nullable(text()),
    /** "published" or "hidden". */
    status: text(),
    /** 1 on the one offer the home page's banner is for. */
    on_home: generated(integer()),
    position: integer(),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
    created_at: text(),
    updated_at: text(),
  },
  showcase_slides: {
    id: generated(integer()),
    /** "hero", "promo", "gallery" or "slider" (app/lib/settings/showcase.ts). */
    list: text(),
    position: integer(),
    /** "published" or "hidden". */
    status: text(),
    title: generated(text()),
    subtitle: generated(text()),
    note: generated(text()),
    short_title: generated(text()),
    description: generated(text()),
    cta: generated(text()),
    link: generated(text()),
    /** Kannada and Hindi beside the English fields (app/lib/i18n/localized.ts); "{}" for none. */
    translations: generated(text()),
    version: generated(integer()),
    created_at: text(),
    updated_at: text(),
  },
  showcase_images: {
    id: generated(integer()),
    slide_id: integer(),
    media_id: integer(),
    position: integer(),
    alt: generated(text()),
  },
  /**
   * Insights (app/services/insights): one sum per day, metric and key (the metrics:
   * app/lib/insights/rollup.ts), never an event, address or cookie.
   */
  insights_daily: {
    /** The store's calendar date, "YYYY-MM-DD". */
    day: text(),
    metric: text(),
    key: text(),
    count: integer(),
  },
  /** A day's visitor sketch: 4,096 one-byte counters (app/lib/insights/visitor-sketch.ts), no hash kept. */
  insights_visitors: {
    day: text(),
    sketch: blob(),
  },
} satisfies Record<string, Record<string, Column<unknown>>>;

type ValueOf<C> =
  C extends Column<infer T, infer Nullable, infer Defaulted>
    ? Defaulted extends true
      ? Generated<Nullable extends true ? T | null : T>
      : Nullable extends true
        ? T | null
        : T
    : never;

/** Every table and column, typed for Kysely: derived from SCHEMA, so the two cannot differ. */
export type Tables = {
  [Table in keyof typeof SCHEMA]: { [Name in keyof (typeof SCHEMA)[Table]]: ValueOf<(typeof SCHEMA)[Table][Name]> };
};

/**
 * The keys and indexes the migrations leave, the same on both databases, one line each:
 * "table primary key (a, b)", "table unique (a)" for a column declared UNIQUE, and
 * "name on table (a, b)" for an index created by name ("unique" when it is one).
 * tests/integration/schema.test.ts compares them with what each database reports.
 */
export const SCHEMA_INDEXES: readonly string[] = [
  "account_links primary key (id)",
  "account_links unique (token_hash)",
  "account_links_admin on account_links (admin_id)",
  "account_links_kind on account_links (kind, created_ms)",
  "account_policy primary key (id)",
  "activity_log primary key (id)",
  "activity_log_actor on activity_log (actor_id, at)",
  "activity_log_at on activity_log (at)",
  "activity_log_kind on activity_log (kind, at)",
  "admins primary key (id)",
  "admins unique (username)",
  "auth_challenges primary key (id_hash)",
  "backup_bucket primary key (id)",
  "booking_changes primary key (id)",
  "booking_changes_booking on booking_changes (booking_id, at)",
  "bookings primary key (id)",
  "bookings unique (reference)",
  "bookings unique (submission_key)",
  "bookings_customer on bookings (customer_key, starts_at)",
  "bookings_slot on bookings (date, time, status)",
  "bookings_starts_at on bookings (starts_at, id)",
  "bookings_status on bookings (status, starts_at)",
  "catalogue_changes primary key (id)",
  "catalogue_changes_collection on catalogue_changes (collection_id, id)",
  "catalogue_changes_item on catalogue_changes (item_id, id)",
  "catalogue_version primary key (id)",
  "collection_filters primary key (id)",
  "collection_filters unique (collection_id, kind, group_value, value)",
  "collections primary key (id)",
  "collections unique (path)",
  "collections unique (slug)",
  "contact_messages primary key (id)",
  "contact_messages_category on contact_messages (category, created_at)",
  "contact_messages_created_at on contact_messages (created_at, id)",
  "contact_messages_customer on contact_messages (customer_key, created_at)",
  "contact_messages_replied_at on contact_messages (replied_at)",
  "contact_messages_status on contact_messages (status, created_at, id)",
  "contact_messages_submission_key on contact_messages (submission_key) unique",
  "customer_measurements primary key (id)",
  "customer_measurements_customer on customer_measurements (customer_key, taken_on)",
  "customer_notes primary key (id)",
  "customer_notes_customer on customer_notes (customer_key, created_at)",
  "customers primary key (key)",
  "customers_last_at on customers (last_at, key)",
  "insights_daily primary key (day, metric, key)",
  "insights_visitors primary key (day)",
  "item_images primary key (id)",
  "item_images_draft on item_images (draft_since)",
  "item_images_item on item_images (item_id, position)",
  "item_images_media on item_images (media_id)",
  "items primary key (id)",
  "items unique (collection_id, slug)",
  "items_collection_status_position on items (collection_id, status, position)",
  "items_updated_at on items (updated_at, id)",
  "login_attempts primary key (id)",
  "login_attempts_address on login_attempts (address, at_ms)",
  "login_attempts_at_ms on login_attempts (at_ms)",
  "login_attempts_device on login_attempts (device, at_ms)",
  "login_attempts_username on login_attempts (username, at_ms)",
  "mail_settings primary key (id)",
  "media primary key (id)",
  "media unique (hash)",
  "media unique (key)",
  "media_files primary key (media_id, name)",
  "offers primary key (id)",
  "offers unique (code)",
  "outbox primary key (id)",
  "outbox_due on outbox (status, next_attempt_ms)",
  "outbox_ref on outbox (ref)",
  "passkeys primary key (id)",
  "passkeys unique (credential_id)",
  "passkeys_admin on passkeys (admin_id)",
  "pending_sign_ins primary key (id_hash)",
  "photo_day_claims primary key (item_id)",
  "photo_day_claims_admin on photo_day_claims (admin_id)",
  "policy_page_changes primary key (id)",
  "policy_page_changes_slug on policy_page_changes (slug, at)",
  "policy_pages primary key (slug)",
  "rate_limit_hits primary key (id)",
  "rate_limit_hits_at_ms on rate_limit_hits (at_ms)",
  "rate_limit_hits_lookup on rate_limit_hits (bucket, key, at_ms)",
  "recovery_codes primary key (id)",
  "recovery_codes unique (code_hash)",
  "recovery_codes_admin on recovery_codes (admin_id)",
  "review_links primary key (id)",
  "review_links unique (booking_id)",
  "review_links unique (token_hash)",
  "review_links_customer on review_links (customer_key, created_ms)",
  "reviews primary key (id)",
  "reviews unique (link_id)",
  "reviews unique (submission_key)",
  "reviews_booking on reviews (booking_id)",
  "reviews_customer on reviews (customer_key)",
  "reviews_item on reviews (item_id, status, created_at)",
  "reviews_stars on reviews (status, stars, created_at)",
  "reviews_status_created on reviews (status, created_at, id)",
  "reviews_version primary key (id)",
  "sessions primary key (id_hash)",
  "sessions_admin_id on sessions (admin_id)",
  "sessions_handle on sessions (handle) unique",
  "settings primary key (key)",
  "settings_changes primary key (id)",
  "settings_changes_section on settings_changes (section, id)",
  "settings_version primary key (id)",
  "showcase_images primary key (id)",
  "showcase_images_media on showcase_images (media_id)",
  "showcase_images_slide on showcase_images (slide_id, position)",
  "showcase_slides primary key (id)",
  "showcase_slides_list on showcase_slides (list, position)",
  "store_addresses primary key (address)",
  "store_closures primary key (id)",
  "store_closures_ends_on on store_closures (ends_on)",
];

/**
 * Each database's own extra: PostgreSQL searches the inbox through a trigram index over
 * an expression (where SQLite has its full-text table, which is not a Kysely table).
 */
export function indexesOf(kind: "sqlite" | "postgres"): readonly string[] {
  return kind === "postgres"
    ? [...SCHEMA_INDEXES, "contact_messages_search on contact_messages ((expression))"].sort()
    : SCHEMA_INDEXES;
}
