import type { Migration } from "kysely/migration";
import type { DatabaseKind } from "./schema-helpers.server.ts";
import { migration as m2024_06_01_001_contact_messages } from "./2024-06-01-001-contact-messages.server.ts";
import { migration as m2024_06_01_002_staff } from "./2024-06-01-002-staff.server.ts";
import { migration as m2024_06_01_003_rate_limits } from "./2024-06-01-003-rate-limits.server.ts";
import { migration as m2026_11_22_004_login_devices } from "./2026-11-22-004-login-devices.server.ts";
import { migration as m2026_11_22_005_prune_indexes } from "./2026-11-22-005-prune-indexes.server.ts";
import { migration as m2026_11_22_006_submission_keys } from "./2026-11-22-006-submission-keys.server.ts";
import { migration as m2026_11_23_001_inbox } from "./2026-11-23-001-inbox.server.ts";
import { migration as m2026_11_23_002_outbox } from "./2026-11-23-002-outbox.server.ts";
import { migration as m2026_11_23_003_customers } from "./2026-11-23-003-customers.server.ts";
import { migration as m2026_11_23_010_catalogue } from "./2026-11-23-010-catalogue.server.ts";
import { migration as m2026_11_24_001_bookings } from "./2026-11-24-001-bookings.server.ts";
import { migration as m2026_11_24_002_item_extra_types } from "./2026-11-24-002-item-extra-types.server.ts";
import { migration as m2026_11_25_001_settings } from "./2026-11-25-001-settings.server.ts";
import { migration as m2026_11_25_002_claims_from_settings } from "./2026-11-25-002-claims-from-settings.server.ts";
import { migration as m2026_11_25_010_account_roles } from "./2026-11-25-010-account-roles.server.ts";
import { migration as m2026_11_25_011_account_links } from "./2026-11-25-011-account-links.server.ts";
import { migration as m2026_11_25_012_two_step } from "./2026-11-25-012-two-step.server.ts";
import { migration as m2026_11_25_013_activity_log } from "./2026-11-25-013-activity-log.server.ts";
import { migration as m2026_11_25_020_customer_keys } from "./2026-11-25-020-customer-keys.server.ts";
import { migration as m2026_11_25_030_insights } from "./2026-11-25-030-insights.server.ts";
import { migration as m2026_11_25_040_spam } from "./2026-11-25-040-spam.server.ts";
import { migration as m2026_11_25_041_walk_in_bookings } from "./2026-11-25-041-walk-in-bookings.server.ts";
import { migration as m2026_11_25_042_customer_notes } from "./2026-11-25-042-customer-notes.server.ts";
import { migration as m2026_11_25_043_policy_pages } from "./2026-11-25-043-policy-pages.server.ts";
import { migration as m2026_11_25_044_trial_per_collection } from "./2026-11-25-044-trial-per-collection.server.ts";
import { migration as m2026_11_27_035_recent_verification } from "./2026-11-27-035-recent-verification.server.ts";
import { migration as m2026_11_27_038_more_measurements } from "./2026-11-27-038-more-measurements.server.ts";
import { migration as m2026_11_27_039_short_hero_sentences } from "./2026-11-27-039-short-hero-sentences.server.ts";
import { migration as m2026_11_27_040_reviews } from "./2026-11-27-040-reviews.server.ts";
import { migration as m2026_11_27_041_mail_settings } from "./2026-11-27-041-mail-settings.server.ts";
import { migration as m2026_11_27_042_draft_photos } from "./2026-11-27-042-draft-photos.server.ts";
import { migration as m2026_11_27_043_backup_bucket } from "./2026-11-27-043-backup-bucket.server.ts";
import { migration as m2026_11_27_044_translations } from "./2026-11-27-044-translations.server.ts";
import { migration as m2026_11_27_045_record_and_account_language } from "./2026-11-27-045-record-and-account-language.server.ts";

/**
 * Every migration, one file each, in the order they apply (names sort by date). A
 * static list, not a folder read at run time, so the server build carries them.
 * Never edit a migration that has shipped: add a file and a line here.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: (kind: DatabaseKind) => Migration]> = [
  ["2024-06-01-001-contact-messages", m2024_06_01_001_contact_messages],
  ["2024-06-01-002-staff", m2024_06_01_002_staff],
  ["2024-06-01-003-rate-limits", m2024_06_01_003_rate_limits],
  ["2026-11-22-004-login-devices", m2026_11_22_004_login_devices],
  ["2026-11-22-005-prune-indexes", m2026_11_22_005_prune_indexes],
  ["2026-11-22-006-submission-keys", m2026_11_22_006_submission_keys],
  ["2026-11-23-001-inbox", m2026_11_23_001_inbox],
  ["2026-11-23-002-outbox", m2026_11_23_002_outbox],
  ["2026-11-23-003-customers", m2026_11_23_003_customers],
  ["2026-11-23-010-catalogue", m2026_11_23_010_catalogue],
  ["2026-11-24-001-bookings", m2026_11_24_001_bookings],
  ["2026-11-24-002-item-extra-types", m2026_11_24_002_item_extra_types],
  ["2026-11-25-001-settings", m2026_11_25_001_settings],
  ["2026-11-25-002-claims-from-settings", m2026_11_25_002_claims_from_settings],
  ["2026-11-25-010-account-roles", m2026_11_25_010_account_roles],
  ["2026-11-25-011-account-links", m2026_11_25_011_account_links],
  ["2026-11-25-012-two-step", m2026_11_25_012_two_step],
  ["2026-11-25-013-activity-log", m2026_11_25_013_activity_log],
  ["2026-11-25-020-customer-keys", m2026_11_25_020_customer_keys],
  ["2026-11-25-030-insights", m2026_11_25_030_insights],
  ["2026-11-25-040-spam", m2026_11_25_040_spam],
  ["2026-11-25-041-walk-in-bookings", m2026_11_25_041_walk_in_bookings],
  ["2026-11-25-042-customer-notes", m2026_11_25_042_customer_notes],
  ["2026-11-25-043-policy-pages", m2026_11_25_043_policy_pages],
  ["2026-11-25-044-trial-per-collection", m2026_11_25_044_trial_per_collection],
  ["2026-11-27-035-recent-verification", m2026_11_27_035_recent_verification],
  ["2026-11-27-038-more-measurements", m2026_11_27_038_more_measurements],
  ["2026-11-27-039-short-hero-sentences", m2026_11_27_039_short_hero_sentences],
  // Issue 34: numbered after the issue, and after 039 so it sorts (and applies) last.
  ["2026-11-27-040-reviews", m2026_11_27_040_reviews],
  // Issue 32: Settings → Mail.
  ["2026-11-27-041-mail-settings", m2026_11_27_041_mail_settings],
  // Issue 32: draft photos and the photo day's claims.
  ["2026-11-27-042-draft-photos", m2026_11_27_042_draft_photos],
  // Issue 32: the bucket of Settings → Backups.
  ["2026-11-27-043-backup-bucket", m2026_11_27_043_backup_bucket],
  // Issue 33: Kannada and Hindi beside what the store writes.
  ["2026-11-27-044-translations", m2026_11_27_044_translations],
  // Issue 33: the language of a message, a booking and a staff account.
  ["2026-11-27-045-record-and-account-language", m2026_11_27_045_record_and_account_language],
];
