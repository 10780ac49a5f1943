import { describe, expect, it } from "vitest";
import { isSidebarCollapsed, sidebarCookie } from "./sidebar-cookie";

describe("the staff sidebar's cookie", () => {
  it("reads back the width it wrote, among other cookies", () => {
    const narrow = sidebarCookie(true).split(";")[0]!;
    const wide = sidebarCookie(false).split(";")[0]!;
    expect(isSidebarCollapsed(`__Host-session=abc; ${narrow}; theme=x`)).toBe(true);
    expect(isSidebarCollapsed(`${wide}; other=narrow`)).toBe(false);
    expect(isSidebarCollapsed(null)).toBe(false);
    expect(sidebarCookie(true)).toMatch(/Path=\/admin; Max-Age=31536000; SameSite=Lax$/);
  });

  it("still reads the value React Router's createCookie wrote before", () => {
    expect(isSidebarCollapsed("staff_sidebar=Im5hcnJvdyI%3D")).toBe(true);
    expect(isSidebarCollapsed("staff_sidebar=IndpZGUi")).toBe(false);
  });
});
