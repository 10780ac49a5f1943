import { describe, expect, it } from "vitest";
import { deviceClass } from "./device-class";

const UA = {
  android:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  kaios:
    "Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  firefoxTablet: "Mozilla/5.0 (Android 4.4; Tablet; rv:41.0) Gecko/41.0 Firefox/41.0",
};

describe("deviceClass", () => {
  it("tells phones, tablets and desktops apart by the User-Agent", () => {
    expect(deviceClass(UA.android)).toBe("phone");
    expect(deviceClass(UA.iphone)).toBe("phone");
    expect(deviceClass(UA.kaios)).toBe("phone");
    expect(deviceClass(UA.androidTablet)).toBe("tablet");
    expect(deviceClass(UA.ipad)).toBe("tablet");
    expect(deviceClass(UA.firefoxTablet)).toBe("tablet");
    expect(deviceClass(UA.windows)).toBe("desktop");
    expect(deviceClass(UA.mac)).toBe("desktop");
  });

  it("believes Chromium's mobile hint over a reduced User-Agent", () => {
    expect(deviceClass(UA.windows, "?1")).toBe("phone");
    expect(deviceClass(UA.android, "?0")).toBe("phone");
    expect(deviceClass("", null)).toBe("desktop");
  });
});
