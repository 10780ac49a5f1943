import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "../../components/ui/button-variants.ts";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("joins class lists and conditions, skipping falsy ones", () => {
    const active = true;
    expect(cn("block", false, null, undefined, "px-4", active && "bg-ink", !active && "hidden")).toBe(
      "block px-4 bg-ink",
    );
  });

  it("refuses (in development and tests) a class that overrides one already given", () => {
    expect(() => cn("min-h-11 px-6", "px-8")).toThrow(/px-6 is overridden/);
    expect(() => cn("rounded-card", "rounded-full")).toThrow(/rounded-card/);
    expect(() => cn("bg-ink text-ivory", "hover:bg-ink/90")).not.toThrow();
    expect(() => cn("p-6", "sm:p-8")).not.toThrow();
  });
});

describe("buttonVariants", () => {
  const variantNames: ButtonVariant[] = ["primary", "dark", "outlineLight", "outlineDark", "subtle", "danger"];
  const sizeNames: ButtonSize[] = ["md", "lg", "compact", "square", "icon"];

  it("gives every variant and size one height, one padding and one colour", () => {
    for (const variant of variantNames) {
      for (const size of sizeNames) {
        const classes = buttonVariants({ variant, size }).split(" ");
        expect(
          classes.filter((c) => c.startsWith("min-h-")),
          `${variant}/${size}`,
        ).toHaveLength(1);
        expect(
          classes.filter((c) => /^px-/.test(c)),
          `${variant}/${size}`,
        ).toHaveLength(1);
        expect(
          classes.filter((c) => /^text-(ink|ivory|danger)$/.test(c)),
          `${variant}/${size}`,
        ).toHaveLength(1);
      }
    }
  });
});

/**
 * Every `cn(…)` and `buttonVariants({ className })` written in the app, read from the
 * source: the string literals given as different arguments must not override each
 * other. Alternatives inside one argument (`a ? "x" : "y"`) are exclusive, so only
 * literals of different arguments are paired. This catches conflicts on screens no
 * unit test renders.
 */
describe("class lists written in the app", () => {
  const appDir = join(import.meta.dirname, "../..");

  function* sourceFiles(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* sourceFiles(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
    }
  }

  function literals(node: ts.Node): string[] {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    const found: string[] = [];
    node.forEachChild((child) => {
      // Object keys of `{ "class": condition }` are classes; property names in a
      // `buttonVariants({ variant: … })` call are not.
      if (ts.isPropertyAssignment(child) && !ts.isStringLiteral(child.name)) {
        found.push(
          ...(ts.isIdentifier(child.name) && child.name.text === "className" ? literals(child.initializer) : []),
        );
        return;
      }
      found.push(...literals(child));
    });
    return found;
  }

  function callSites() {
    const sites: Array<{ where: string; groups: string[][] }> = [];
    for (const file of sourceFiles(appDir)) {
      const text = readFileSync(file, "utf8");
      if (!/\b(cn|buttonVariants)\(/.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          const where = `${relative(appDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          if (name === "cn") {
            sites.push({ where, groups: node.arguments.map(literals) });
          } else if (name === "buttonVariants") {
            const options = node.arguments[0];
            const pick = (key: string) =>
              options && ts.isObjectLiteralExpression(options)
                ? options.properties.find(
                    (p): p is ts.PropertyAssignment =>
                      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
                  )?.initializer
                : undefined;
            const variants = pick("variant") ? literals(pick("variant")!) : ["primary"];
            const sizes = pick("size") ? literals(pick("size")!) : ["md"];
            const own = variants.flatMap((variant) =>
              sizes.map((size) => buttonVariants({ variant: variant as ButtonVariant, size: size as ButtonSize })),
            );
            const className = pick("className");
            sites.push({ where, groups: [own, className ? literals(className) : []] });
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    return sites;
  }

  it("finds the call sites", () => {
    expect(callSites().length).toBeGreaterThan(30);
  });

  it("never overrides a class given by another argument", () => {
    const conflicts: string[] = [];
    for (const { where, groups } of callSites()) {
      for (let i = 0; i < groups.length; i++) {
        for (let j = i + 1; j < groups.length; j++) {
          for (const a of groups[i]!) {
            for (const b of groups[j]!) {
              try {
                cn(a, b);
              } catch (error) {
                conflicts.push(`${where}: ${(error as Error).message}`);
              }
            }
          }
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});
