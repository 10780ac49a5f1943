import { describe, expect, it } from "vitest";
import { judge, type NuMessage, supportsProperties, VNU_JAR_IN_PACKAGE, vnuJarPath } from "./nu-checker.ts";

const error = (message: string): NuMessage => ({ type: "error", message });
/** Tailwind 4's own stylesheet opens like this. */
const TAILWIND_PAGE =
  "<style>@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*{--tw-x:0}}}" +
  '@supports (background-image:linear-gradient(in lab, red, red)){.a{--p:to right in oklab}}@property --tw-x{syntax:"*"}</style>';
const failing = (messages: NuMessage[], html = TAILWIND_PAGE) => judge(messages, html).failing.map((m) => m.message);

describe("the Nu checker audit's rule", () => {
  it("fails on HTML errors, CSS errors and unreadable files", () => {
    const html = [
      error("Attribute “aria-labelledby” not allowed on element “p” at this point."),
      error("Element “p” not allowed as child of element “span” in this context."),
      error("CSS: “colr”: Property “colr” doesn't exist."),
      { type: "non-document-error", subType: "io", message: "Not Found" },
    ];
    expect(failing(html)).toHaveLength(4);
  });

  it("lets pass the at-rules the checker does not know: @property, and the features @supports asks about", () => {
    expect(supportsProperties(TAILWIND_PAGE)).toEqual(
      new Set(["-webkit-hyphens", "margin-trim", "-moz-orient", "color", "background-image"]),
    );
    const messages = [
      error("CSS: Unrecognized at-rule “@property”"),
      error("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
      error("CSS: “background-image”: “in” is not a “color” value."),
      error("CSS: “background-image”: Parse Error."),
      error("CSS: Parse Error."),
      { type: "info", subType: "warning", message: "Consider adding a “lang” attribute." },
    ];
    expect(failing(messages)).toEqual([]);
    expect(judge(messages, TAILWIND_PAGE).warnings).toHaveLength(1);
  });

  it("fails the same errors where no @supports asks about them", () => {
    const messages = [
      error("CSS: Parse Error."),
      error("CSS: “margin-trim”: Property “margin-trim” doesn't exist."),
      error("CSS: “background-image”: Parse Error."),
    ];
    expect(failing(messages, "<style>.a{margin-trim:inline}</style>")).toHaveLength(3);
  });

  it("finds the jar in the vnu-jar package unless VNU_JAR says where", () => {
    expect(vnuJarPath({})).toMatch(new RegExp(`${VNU_JAR_IN_PACKAGE}$`));
    expect(vnuJarPath({ VNU_JAR: "/tmp/vnu/package/build/dist/vnu.jar" })).toBe("/tmp/vnu/package/build/dist/vnu.jar");
  });
});
