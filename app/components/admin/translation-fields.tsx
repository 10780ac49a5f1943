import { Field, Input, Textarea } from "~/components/ui/field";
import { LOCALE_NAME } from "~/lib/i18n/locale";
import { TRANSLATED_LOCALES, translationName } from "~/lib/i18n/localized";

export type TranslatedInput = {
  /** The English field's name ("title"); its translations post as "titleKn", "titleHi". */
  name: string;
  label: string;
  max: number;
  multiLine?: boolean;
};

/**
 * The Kannada and Hindi versions of a form's words (issue 33), under the English ones
 * in one disclosure so a phone's form stays short: closed while every field is empty,
 * open once one is filled or refused. Plain fields of the same form, so they post and
 * come back without JavaScript; each input says its language, so the phone offers the
 * right keyboard and a screen reader the right voice.
 */
export function TranslationFields({
  fields,
  values,
  errors = {},
}: {
  fields: readonly TranslatedInput[];
  /** The starting (or typed) value of each translated field, by its form name (a form's values may hold more). */
  values: Readonly<Record<string, unknown>>;
  /** A refusal per translated field, by its form name. */
  errors?: Readonly<Record<string, string | undefined>>;
}) {
  const names = fields.flatMap((field) => TRANSLATED_LOCALES.map((locale) => translationName(field.name, locale)));
  const valueOf = (name: string) => {
    const value = values[name];
    return typeof value === "string" ? value : "";
  };
  const open = names.some((name) => valueOf(name).trim() !== "" || errors[name]);
  return (
    <details open={open} className="rounded-card border border-line px-4 py-2" data-translations>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
        <span lang="kn">{LOCALE_NAME.kn}</span> / <span lang="hi">{LOCALE_NAME.hi}</span>
        <span className="font-normal text-ink-soft">(optional)</span>
      </summary>
      <p className="mt-1 text-xs text-ink-soft">Left empty, the site shows the English on that language’s pages.</p>
      {fields.map((field) => (
        // Grouped by the English field, each input named by its language: "Title", then ಕನ್ನಡ and हिन्दी.
        <fieldset key={field.name} className="mt-4 pb-2">
          <legend className="text-sm font-semibold text-ink">{field.label}</legend>
          <div className={field.multiLine ? "mt-2 space-y-4" : "mt-2 grid gap-4 sm:grid-cols-2"}>
            {TRANSLATED_LOCALES.map((locale) => {
              const name = translationName(field.name, locale);
              const common = { name, lang: locale, defaultValue: valueOf(name), maxLength: field.max };
              return (
                <Field key={name} label={LOCALE_NAME[locale]} error={errors[name]}>
                  {field.multiLine ? <Textarea rows={4} {...common} /> : <Input type="text" {...common} />}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
    </details>
  );
}
