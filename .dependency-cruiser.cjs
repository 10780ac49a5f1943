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

/**
 * The service domains from the foot up (docs/architecture.md#domains): a domain may use
 * the domains on the floors below it, never one on its own floor or above, so no two
 * domain folders can import each other, however long the way round. platform is the
 * ground everything stands on; services/app, the composition root, is the roof.
 */
const DOMAIN_FLOORS = [
  ["media", "rendering", "page-cache", "intake"],
  ["settings"],
  ["mail"],
  ["accounts"],
  ["catalogue", "backup"],
  ["insights"],
  ["inbox", "bookings"],
  ["reviews"],
  ["customers"],
];
const floorRules = DOMAIN_FLOORS.flatMap((floor, level) => {
  const notBelow = DOMAIN_FLOORS.slice(level).flat();
  return floor.map((domain) => ({
    name: "domains-import-downward",
    comment: `services/${domain} may use only the domains on the floors below it (DOMAIN_FLOORS): not ${notBelow.filter((d) => d !== domain).join(", ")}.`,
    severity: "error",
    from: { path: `^app/services/${domain}/`, pathNot: "\\.test\\.tsx?$" },
    to: { path: `^app/services/(${notBelow.filter((d) => d !== domain).join("|")})/` },
  }));
});

module.exports = {
  forbidden: [
    ...floorRules,
    {
      name: "one-door-per-domain",
      comment:
        "Another domain uses a service domain only through its door, services/<domain>/index.server.ts; what else is in the folder is the domain's own. (platform is the shared ground and has no door; tests may look inside.)",
      severity: "error",
      from: { path: "^app/services/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/services/(?!platform/)[^/]+/",
        pathNot: ["^app/services/$1/", "^app/services/[^/]+/index\\.server\\.ts$"],
      },
    },
    {
      name: "routes-and-server-use-the-door",
      comment:
        "Routes, the entry, the server and the scripts use a service domain through its door, services/<domain>/index.server.ts, never its inner files.",
      severity: "error",
      from: { path: "^(app|server|scripts|tools)/", pathNot: ["^app/services/", "\\.test\\.tsx?$"] },
      to: { path: "^app/services/(?!platform/)[^/]+/(?!index\\.server\\.ts$)" },
    },
    {
      name: "rendering-is-for-the-document",
      comment:
        "services/rendering adds to a rendered page what Vite builds (its fonts are ?url imports): only the document (root, entry) and routes use it, never a domain, the server or a script that plain Node runs (npm run backup, restore, admin).",
      severity: "error",
      from: {
        path: "^(app/services/|server/|scripts/|tools/)",
        pathNot: ["^app/services/rendering/", "\\.test\\.tsx?$"],
      },
      to: { path: "^app/services/rendering/" },
    },
    {
      name: "domains-floor-listed",
      comment: "Every service folder is either platform, app, or on a floor of DOMAIN_FLOORS.",
      severity: "error",
      from: { path: "^app/services/" },
      to: {
        path: "^app/services/[^/]+/",
        pathNot: `^app/services/(platform|app|${DOMAIN_FLOORS.flat().join("|")})/`,
      },
    },
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
