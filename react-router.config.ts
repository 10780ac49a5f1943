import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Nothing is prerendered: every public page shows the store's settings (its phones
  // in the banner, at least), which staff change without a build. Pages are rendered
  // once per content version and answered from the page cache (server/page-cache.ts).
  // The whole route manifest (under 2 KB gzip, a cached file) is loaded with the page,
  // instead of lazy discovery's /__manifest requests for every link on screen, which
  // started right after hydration, before the visitor did anything.
  routeDiscovery: { mode: "initial" },
  future: {},
} satisfies Config;
