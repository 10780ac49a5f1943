import { describe, expect, it } from "vitest";
import { EXCLUDED_TABLES, exportTableName, hiddenColumn, photoFileName } from "./export-layout.ts";

describe("the export's layout", () => {
  it("names tables as a store owner would look for them, and new tables by their own name", () => {
    expect(exportTableName("contact_messages")).toBe("messages");
    expect(exportTableName("items")).toBe("products");
    expect(exportTableName("catalogue_changes")).toBe("catalogue-history");
    expect(exportTableName("store_settings")).toBe("store-settings");
    expect(exportTableName("insights_daily")).toBe("insights");
  });

  it("leaves out sign-in secrets and throttles, never the store's records", () => {
    for (const table of ["sessions", "login_attempts", "rate_limit_hits"])
      expect(EXCLUDED_TABLES.has(table)).toBe(true);
    expect(EXCLUDED_TABLES.has("insights_visitors"), "sketches mean nothing outside the site").toBe(true);
    for (const table of [
      "contact_messages",
      "customers",
      "bookings",
      "items",
      "collections",
      "catalogue_changes",
      "insights_daily",
    ]) {
      expect(EXCLUDED_TABLES.has(table)).toBe(false);
    }
    expect(hiddenColumn("admins", "password_hash")).toBe(true);
    expect(hiddenColumn("anything", "reset_token")).toBe(true);
    expect(hiddenColumn("admins", "username")).toBe(false);
    expect(hiddenColumn("media", "hash")).toBe(false);
  });

  it("names photo files by id and content, with nothing that could climb out of photos/", () => {
    expect(photoFileName(12, "media/3f9a", "webp")).toBe("photos/12-3f9a.webp");
    expect(photoFileName(3, "../../etc/passwd", "we/bp")).toBe("photos/3-passwd.webp");
  });
});
