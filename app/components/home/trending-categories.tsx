import { Pause, Play } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { usePlayChoice } from "~/components/ui/use-carousel";
import type { TrendingCategory as Category } from "~/lib/settings/showcase-views";
import { CategoryCard } from "./category-card";

/**
 * "Trending Categories" (docs/behaviour.md#home): up to six cards, as staff keep them, each rotating its own pictures. One
 * pause/play control stops and starts all six (WCAG 2.2.2) instead of a button on
 * every card; a card still holds while the pointer is over it, and under reduced
 * motion nothing moves until play is pressed.
 */
export function TrendingCategories({ categories }: { categories: readonly Category[] }) {
  const play = usePlayChoice();
  const Icon = play.playing ? Pause : Play;
  return (
    <section aria-labelledby="trending-title" className="py-20 below-fold [--below-fold-height:120rem] sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="trending-title"
            eyebrow="This season"
            title="Trending Categories"
            lead="What Bengaluru is asking for at the counter this month, from office formals to the wedding week."
          />
          <button
            type="button"
            onClick={play.toggle}
            data-playing={play.playing}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-full border border-line bg-paper px-5 text-sm font-medium text-ink transition-colors hover:border-ink/40 sm:self-end"
          >
            <Icon aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            {play.playing ? "Pause the pictures" : "Play the pictures"}
          </button>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, i) => (
            <CategoryCard key={`${i}-${category.title}`} category={category} play={play} />
          ))}
        </div>
      </div>
    </section>
  );
}
