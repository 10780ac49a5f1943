import { describe, expect, it } from "vitest";
import { approximatePlace, describeBrowser, networkOf } from "./devices.ts";

describe("describeBrowser", () => {
  it("names the browser, its major version and the system", () => {
    expect(
      describeBrowser(
        "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36",
      ),
    ).toBe("Chrome 131 on Android phone");
    expect(
      describeBrowser(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toBe("Safari 17 on macOS");
  });

  it("says so when it cannot tell", () => {
    expect(describeBrowser(undefined)).toBe("Unknown browser");
    expect(describeBrowser("")).toBe("Unknown browser");
  });
});

describe("approximatePlace", () => {
  it("gives an outside address's network, and 'this network' when the viewer shares it", () => {
    expect(approximatePlace("203.0.113.7")).toBe("Network 203.0.113.0/24");
    expect(approximatePlace("203.0.113.7", "203.0.113.200")).toBe("This network");
    expect(approximatePlace("::ffff:203.0.113.7", "203.0.113.9")).toBe("This network");
    expect(approximatePlace("2001:db8:abcd:12::1")).toBe("Network 2001:db8:abcd::/48");
    expect(approximatePlace("2001:db8:abcd:12::1", "2001:db8:abcd:ffff::9")).toBe("This network");
  });

  it("tells local networks and the server itself apart", () => {
    expect(approximatePlace("192.168.1.20")).toBe("Local network (192.168.1.0/24)");
    expect(approximatePlace("10.4.5.6")).toBe("Local network (10.4.5.0/24)");
    expect(approximatePlace("fe80::1")).toBe("Local network (fe80:0:0::/48)");
    expect(approximatePlace("127.0.0.1")).toBe("This server's own machine");
    expect(approximatePlace("::1")).toBe("This server's own machine");
  });

  it("does not guess from what is not an address", () => {
    expect(approximatePlace("unknown")).toBe("Unknown place");
    expect(approximatePlace(null)).toBe("Unknown place");
    expect(approximatePlace("300.1.2.3")).toBe("Unknown place");
    expect(networkOf("1::2::3")).toBeNull();
  });
});
