import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes-meta.ts";

export default {
  ssr: true,
  // Separate build folders let several checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Fixed public pages become static HTML at build; the contact page (signed form
  // timestamp), the admin area and any request with a query string stay SSR.
  prerender: () => [...prerenderedPaths],
  future: {},
} satisfies Config;
