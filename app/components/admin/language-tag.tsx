import { LOCALE_NAME, LOCALE_TAG } from "~/lib/i18n/locale";
import { recordLanguage } from "~/lib/intake/language";
import { cn } from "~/lib/ui/cn";

/**
 * The language a visitor wrote in, named in its own script ("ಕನ್ನಡ", "हिन्दी") and
 * marked with its `lang` so a screen reader says it right: staff answer in it.
 * English, what nearly everything is, shows nothing, so the screens stay as they were.
 */
export function LanguageTag({ language, className }: { language: string; className?: string }) {
  const locale = recordLanguage(language);
  if (locale === "en") return null;
  return (
    <span
      data-language={locale}
      className={cn(
        "inline-flex items-center rounded-full border border-ink/25 bg-paper px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink",
        className,
      )}
    >
      <span className="sr-only">Written in </span>
      <span lang={LOCALE_TAG[locale]}>{LOCALE_NAME[locale]}</span>
    </span>
  );
}
