import type { BrowserContextOptions, CDPSession, Page } from "@playwright/test";

/**
 * Lighthouse's mobile conditions, applied to a real Chromium through the DevTools
 * protocol instead of simulated: its "slow 4G" (mobileSlow4G: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and its 4× CPU slowdown, on its Moto G Power
 * screen (412 × 823 at 1.75×, touch). Shared by `npm run audit:interactive` and the
 * browser tests of the first tap (tests/e2e/first-tap.spec.ts).
 */
export const MOBILE_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

export const MOBILE_DEVICE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

/** Throttles this page's network and CPU as above (cache off, so every run loads everything). */
export async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_THROTTLING.latencyMs,
    downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_THROTTLING.cpuSlowdown });
  return cdp;
}

/**
 * A finger's tap at a point of the viewport: down and up 50 ms apart by the clock of
 * the hand, not of the page. Playwright's `touchscreen.tap` sends the "up" only once
 * the page has taken the "down", so on a busy main thread it becomes a long press
 * (no click) that no finger would make. Returns at once; the page gets the tap when
 * its main thread is free, as it would a real one.
 */
export function tapAt(cdp: CDPSession, x: number, y: number): void {
  const down = Date.now() / 1000;
  const point = { x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 };
  const send = (type: "touchStart" | "touchEnd", timestamp: number) =>
    cdp
      .send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [point], timestamp })
      .catch(() => undefined);
  void send("touchStart", down);
  void send("touchEnd", down + 0.05);
}
