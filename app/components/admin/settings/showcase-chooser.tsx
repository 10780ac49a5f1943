import { Link } from "react-router";
import { SHOWCASE_PAGES, showcasePageOf, type SlideList } from "~/lib/settings/showcase";
import { cn } from "~/lib/ui/cn";

/**
 * Which showcase list the screen shows, chosen by the public page it feeds: the pages
 * in one bar (three a row on a phone), the chosen page's lists under it with how many
 * each holds. Plain links, so it works without JavaScript and by keyboard; any list is
 * two taps away, the first of its page one.
 */
export function ShowcaseChooser({ list, counts }: { list: SlideList; counts: Record<SlideList, number> }) {
  const current = showcasePageOf(list);
  return (
    <nav aria-label="Showcase lists" className="mt-6">
      <ul aria-label="Public pages" className="grid grid-cols-3 gap-1 rounded-card bg-sand p-1 sm:grid-cols-6">
        {SHOWCASE_PAGES.map((page) => {
          const chosen = page === current;
          return (
            <li key={page.name}>
              <Link
                to={`?list=${page.lists[0]!.list}`}
                aria-current={chosen ? "true" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-card px-2 text-sm font-medium",
                  chosen ? "bg-ink text-ivory" : "text-ink hover:bg-paper",
                )}
              >
                {page.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul aria-label={`Lists on the ${current.name} page`} className="mt-3 flex flex-wrap gap-2">
        {current.lists.map((l) => (
          <li key={l.list}>
            <Link
              to={`?list=${l.list}`}
              aria-current={l.list === list ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap",
                l.list === list ? "border-ink bg-ink text-ivory" : "border-line bg-paper text-ink hover:border-ink",
              )}
            >
              {l.name}
              <span className={l.list === list ? "text-ivory/75" : "text-ink-soft"}>{counts[l.list]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
