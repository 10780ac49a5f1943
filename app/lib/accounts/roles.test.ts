import { describe, expect, it } from "vitest";
import { can, isRole, PERMISSIONS, ROLES } from "./roles.ts";

describe("roles", () => {
  it("lets the owner do everything", () => {
    for (const permission of Object.keys(PERMISSIONS) as Array<keyof typeof PERMISSIONS>) {
      expect(can("owner", permission)).toBe(true);
    }
  });

  it("lets staff run the day but not accounts, settings, exports, permanent deletes, backups or the log", () => {
    expect(can("staff", "staff-area")).toBe(true);
    for (const permission of [
      "delete-permanently",
      "export",
      "manage-accounts",
      "manage-settings",
      "view-activity",
      "backups",
    ] as const) {
      expect(can("staff", permission), permission).toBe(false);
    }
  });

  it("gives an unknown or missing role nothing", () => {
    for (const role of [undefined, null, "", "admin", "Owner", "__proto__"]) {
      expect(can(role, "staff-area")).toBe(false);
      expect(isRole(role)).toBe(false);
    }
    expect(ROLES.every(isRole)).toBe(true);
  });
});
