/**
 * The store's policy pages (the footer's Privacy Policy, Terms of Service and
 * Alterations & Exchanges): their addresses and titles, and the plain text staff
 * edit them in. The text is kept as staff typed it and drawn by `policyBlocks`, so a
 * page never carries markup someone typed:
 *
 *   ## A heading            a line starting "## "
 *   - a point               lines starting "- " make a list (an indented line continues one)
 *   Any other lines          a paragraph (a blank line ends it)
 *   {store} {phone} {email} {address}   the store's current details
 */
export const POLICY_PAGES = [
  { slug: "privacy", path: "/privacy-policy", label: "Privacy Policy" },
  { slug: "terms", path: "/terms-of-service", label: "Terms of Service" },
  { slug: "exchanges", path: "/alterations-and-exchanges", label: "Alterations & Exchanges" },
] as const;

export type PolicySlug = (typeof POLICY_PAGES)[number]["slug"];

export function isPolicySlug(value: unknown): value is PolicySlug {
  return POLICY_PAGES.some((p) => p.slug === value);
}

export function policyPath(slug: PolicySlug): string {
  return POLICY_PAGES.find((p) => p.slug === slug)!.path;
}

export const POLICY_LIMITS = { title: 120, summary: 300, body: 20_000 } as const;

/** A page's words with a Kannada and a Hindi field each (issue 33), at the English limits. */
export const POLICY_TRANSLATED = {
  title: { label: "Title", max: POLICY_LIMITS.title },
  summary: { label: "Summary", max: POLICY_LIMITS.summary },
  body: { label: "Text", max: POLICY_LIMITS.body, multiLine: true },
} as const;

/**
 * Is this page's text still the seed's? Whitespace alone (a browser's line endings, a
 * trailing blank line) does not make it the store's own: the go-live checklist counts
 * a page as done only once its words differ from what a fresh install came with, so a
 * page saved unchanged, or changed and put back, still counts as open.
 */
export function isSeedText(body: string, seedBody: string): boolean {
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  return words(body) === words(seedBody);
}

export type PolicyBlock =
  { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export type StoreWords = { store: string; phone: string; email: string; address: string };

/** `{store}`, `{phone}`, `{email}`, `{address}` become the store's current details; other braces stay. */
export function fillStoreWords(text: string, words: StoreWords): string {
  return text.replace(/\{(store|phone|email|address)\}/g, (_, key: keyof StoreWords) => words[key]);
}

/** The page's text as headings, paragraphs and lists (see the module comment). */
export function policyBlocks(body: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list?.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      if (paragraph.length) flush();
      (list ??= []).push(line.slice(2).trim());
    } else if (list && /^\s/.test(raw)) {
      // An indented line under a point continues it.
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
