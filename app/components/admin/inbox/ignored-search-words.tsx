import { ignoredTerms } from "~/lib/inbox/inbox-filters";

/** Names the search words that were left out (under 3 characters), so a search never silently means less. */
export function IgnoredSearchWords({ q }: { q: string }) {
  const ignored = ignoredTerms(q);
  if (ignored.length === 0) return null;
  return (
    <p role="status" className="mt-4 rounded-card border border-line bg-paper p-3 text-sm text-ink">
      Search words need at least 3 letters or digits: {ignored.map((t) => `“${t}”`).join(", ")}{" "}
      {ignored.length === 1 ? "was" : "were"} left out.
    </p>
  );
}
