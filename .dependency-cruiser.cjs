/**
 * The layers of the code and the direction imports may take (docs/architecture.md):
 * content -> lib -> components -> routes, services beside components (server-only),
 * server/ on top; scripts/ and tools/ are build tooling outside the app.
 * `npm run lint` fails on an import circle or on an import that points the wrong way.
 */
const layer = (name, path, mayNotImport) => ({
  name: `${name}-imports-upward`,
  comment: `${path} may not import ${mayNotImport.join(", ")}`,
  severity: "error",
  // Tests may use the real content as fixtures.
  from: { path, pathNot: "\\.test\\.tsx?$" },
  to: { path: mayNotImport.map((p) => `^${p}`) },
});

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules that import each other cannot be understood (or changed) one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "store-facts-through-settings",
      comment:
        "The store's facts are read through app/services/settings (the database, edited by staff); app/content/store.ts is only a fresh install's seed.",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/services/settings/", "^app/content/", "\\.test\\.tsx?$"] },
      to: { path: "^app/content/store\\.ts$" },
    },
    {
      name: "platform-names-no-domain",
      comment:
        "app/services/platform is what every domain stands on (config, database, log, limits, form tokens, jobs): it imports no domain. Starting the domains and their chores is app/services/app's work.",
      severity: "error",
      from: { path: "^app/services/platform/" },
      to: { path: "^app/services/(?!platform/)[^/]+/" },
    },
    {
      name: "only-the-composition-root-names-it",
      comment:
        "app/services/app starts and stops the domains and registers their jobs: it sits above them, so no domain or platform imports it (the server's entry and routes may).",
      severity: "error",
      from: { path: "^app/services/(?!app/)" },
      to: { path: "^app/services/app/" },
    },
    {
      name: "migrations-are-frozen",
      comment:
        "A migration holds its own SQL and logic: it imports nothing from app/services or app/lib (only kysely, node builtins, packages and the files beside it), so replaying an old one never runs today's code. migrate.server.ts, the runner, is not a migration.",
      severity: "error",
      from: {
        path: "^app/services/platform/migrations/",
        pathNot: "^app/services/platform/migrations/migrate\\.server\\.ts$",
      },
      to: { path: "^app/(services|lib)/", pathNot: "^app/services/platform/migrations/" },
    },
    layer("content", "^app/content/", [
      "app/components/",
      "app/routes/",
      "app/services/",
      "server/",
      "scripts/",
      "tools/",
    ]),
    layer("lib", "^app/lib/", [
      "app/content/",
      "app/components/",
      "app/routes/",
      "app/services/",
      "server/",
      "scripts/",
      "tools/",
    ]),
    layer("components", "^app/components/", ["app/routes/", "app/services/", "server/", "scripts/", "tools/"]),
    layer("services", "^app/services/", ["app/components/", "app/routes/", "server/", "scripts/", "tools/"]),
    layer("routes", "^app/routes/", ["server/", "scripts/", "tools/"]),
    layer("app", "^app/(root|entry)", ["server/", "scripts/", "tools/"]),
    layer("server", "^server/", ["scripts/", "tools/"]),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
