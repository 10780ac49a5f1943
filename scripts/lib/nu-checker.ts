import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The W3C Nu Html Checker (vnu.jar, from the `vnu-jar` npm package) as `npm run
 * audit:html` uses it: where the jar is, and which of its messages fail the audit.
 */

/** Where the `vnu-jar` package puts the checker. */
export const VNU_JAR_IN_PACKAGE = "node_modules/vnu-jar/build/dist/vnu.jar";

/** VNU_JAR when set (a jar unpacked elsewhere), else the package's. */
export function vnuJarPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.VNU_JAR ?? VNU_JAR_IN_PACKAGE);
}

export function assertVnuJar(jar: string): void {
  if (!existsSync(jar)) {
    throw new Error(
      `No Nu checker at ${jar}: add the devDependency (\`npm install -D vnu-jar\`), or point VNU_JAR at a vnu.jar.`,
    );
  }
}

/** One message of the checker's JSON output (`--format json`). */
export type NuMessage = {
  /** "error", "info" (with subType "warning"), or "non-document-error" (the file could not be read). */
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
};

/**
 * What the audit lets pass: CSS at-rules the checker does not know. Its CSS parser
 * predates at-rules every current browser knows (Tailwind 4's @property) and says
 * "CSS: Unrecognized at-rule “@property”"; and it reads an @supports condition as if
 * it were a declaration to check, so the feature a condition asks about (Tailwind's
 * `@supports (not (margin-trim:inline))`, `@supports (background-image:
 * linear-gradient(in lab, red, red))`) is reported as an error of that property, after
 * which its parser loses its place and reports a bare "CSS: Parse Error." at the end
 * of the stylesheet. Such an error passes only when the page's CSS has an @supports
 * condition naming that property; the bare parse error only after one of those. Any
 * other CSS error, and every HTML error, fails.
 */
const UNKNOWN_AT_RULE = /^CSS: Unrecognized at-rule “@[\w-]+”/;
const PROPERTY_ERROR = /^CSS: “([\w-]+)”: /;
const BARE_PARSE_ERROR = /^CSS: Parse Error\.?$/;

/** The properties the page's @supports conditions ask about. */
export function supportsProperties(html: string): Set<string> {
  const found = new Set<string>();
  for (const [, condition] of html.matchAll(/@supports\s*([^{]*)\{/g)) {
    for (const [, property] of condition!.matchAll(/([\w-]+)\s*:/g)) found.add(property!);
  }
  return found;
}

export type Verdict = { failing: NuMessage[]; allowed: NuMessage[]; warnings: NuMessage[] };

/** One page's messages (in the checker's order) sorted into what fails the audit and what passes. */
export function judge(messages: readonly NuMessage[], html: string): Verdict {
  const asked = supportsProperties(html);
  const verdict: Verdict = { failing: [], allowed: [], warnings: [] };
  let afterSupports = false;
  for (const message of messages) {
    if (message.type === "info") {
      if (message.subType === "warning") verdict.warnings.push(message);
      continue;
    }
    if (message.type !== "error" && message.type !== "non-document-error") continue;
    const property = PROPERTY_ERROR.exec(message.message)?.[1];
    const fromSupports = message.type === "error" && property !== undefined && asked.has(property);
    if (fromSupports) afterSupports = true;
    const allowed =
      message.type === "error" &&
      (UNKNOWN_AT_RULE.test(message.message) ||
        fromSupports ||
        (afterSupports && BARE_PARSE_ERROR.test(message.message)));
    (allowed ? verdict.allowed : verdict.failing).push(message);
  }
  return verdict;
}
