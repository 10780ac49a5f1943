import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes-meta.ts";

export default {
  ssr: true,
  // Separate build folders let several checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Fixed public pages become static HTML at build; the contact page (signed form
  // timestamp), the admin area and any request with a query string stay SSR.
  prerender: () => prerenderedPaths(),
  // The whole route manifest (under 2 KB gzip, a cached file) is loaded with the page,
  // instead of lazy discovery's /__manifest requests for every link on screen, which
  // started right after hydration, before the visitor did anything.
  routeDiscovery: { mode: "initial" },
  future: {},
} satisfies Config;
