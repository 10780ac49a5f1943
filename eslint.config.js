import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "public/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-globals": ["error", { name: "alert", message: "Use a toast or an inline message." }],
    },
  },
  {
    // Server-only code must never be imported from client modules by accident:
    // React Router fences `*.server.ts`, but components should not even try.
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/content/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/*.server", "**/*.server.ts"] }] },
  },
);
