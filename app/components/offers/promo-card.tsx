import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { copyText } from "~/components/ui/copy-text";
import { type Offer, offerDates } from "~/lib/settings/offer-dates";
import { COPIED_FEEDBACK_MS, copiedToast } from "~/lib/ui/copy-feedback";
import { cn } from "~/lib/ui/cn";

/**
 * An offer (docs/behaviour.md#offers): a promo code with a copy button (2 s copied state and a toast), its
 * headline, words, terms and, when it has them, its dates.
 */
export function PromoCard({ promo }: { promo: Offer }) {
  const id = `promo-${promo.code.toLowerCase()}`;
  const dates = offerDates(promo);
  // `lang="en"` on the words that have no translation on a Kannada or Hindi page.
  const en = {
    headline: promo.inEnglish?.headline ? "en" : undefined,
    title: promo.inEnglish?.title ? "en" : undefined,
    description: promo.inEnglish?.description ? "en" : undefined,
    terms: promo.inEnglish?.terms ? "en" : undefined,
  };
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    // A tap made before the page was ready copied the code in the tap itself (early-taps/capture.ts).
    const copiedInTheTap = window.__earlyTaps?.replaying?.copied;
    if ((await copiedInTheTap) || (await copyText(promo.code))) {
      setCopied(true);
      // A second press restarts the full 2 s.
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      const message = copiedToast(promo.code);
      toast.success(message.title, { description: message.description });
    } else {
      toast.error("Could not copy the code", { description: `Please note it down: ${promo.code}` });
    }
  }

  return (
    <article
      aria-labelledby={`${id}-heading`}
      className="grid overflow-hidden rounded-card bg-ink text-ivory shadow-2xl shadow-ink/20 lg:grid-cols-[1fr_1.1fr]"
    >
      <div className="relative flex flex-col justify-between gap-10 border-b border-ivory/10 p-8 sm:p-12 lg:border-r lg:border-b-0">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{dates ?? "Offer"}</p>
          <p className="mt-4 font-display text-7xl leading-none text-brass sm:text-8xl" lang={en.headline}>
            {promo.headline}
          </p>
          <h2 id={`${id}-heading`} className="mt-6 text-3xl text-ivory sm:text-4xl" lang={en.title}>
            {promo.title}
          </h2>
          <p className="mt-4 max-w-md leading-relaxed text-ivory/85" lang={en.description}>
            {promo.description}
          </p>
        </div>
        <div>
          {/* Read in order, "Your code" then the code: a paragraph takes no aria-labelledby (HTML's
              ARIA rules forbid naming a paragraph, and the Nu checker reports it). */}
          <p className="text-xs font-semibold tracking-[0.24em] text-ivory/75 uppercase">Your code</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-stretch">
            <p
              className="flex min-h-14 flex-1 items-center justify-center rounded-card border border-dashed border-brass/70 px-6 font-mono text-2xl tracking-[0.3em] text-ivory"
              data-testid="promo-code"
            >
              {promo.code}
            </p>
            <button
              type="button"
              onClick={copy}
              // What a tap made before the page is ready copies (EARLY_TAPS.copy).
              data-copy={promo.code}
              data-copied-label="Copied!"
              aria-label={copied ? `Copied ${promo.code}` : `Copy code ${promo.code}`}
              className={cn(
                "inline-flex min-h-14 items-center justify-center gap-2 rounded-card px-6 text-sm font-semibold tracking-wide transition-colors duration-200",
                copied ? "bg-ivory text-ink" : "bg-brass text-ink hover:bg-[#d2ad6c]",
              )}
            >
              {copied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              )}
              <span>{copied ? "Copied!" : "Copy Code"}</span>
            </button>
          </div>
        </div>
      </div>
      <div className="p-8 sm:p-12">
        <h3 className="font-sans text-xs font-semibold tracking-[0.28em] text-brass uppercase">Terms</h3>
        <ul className="mt-6 space-y-4" lang={en.terms}>
          {promo.terms.map((term, i) => (
            <li key={i} className="flex gap-4 border-b border-ivory/10 pb-4 last:border-b-0">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass" strokeWidth={1.75} />
              <span className="text-ivory/90">{term}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm leading-relaxed text-ivory/75">Show the code at the counter before you pay.</p>
      </div>
    </article>
  );
}
