import * as z from "zod/mini";
import { checkbox, text } from "../forms/fields.ts";
import { charCount } from "../text/characters.ts";
import { acrossFields, formatted, isLink, LINK_MESSAGE } from "./form-rules.ts";
import type { Translations } from "../i18n/localized.ts";
import { splitTranslations, translationShape } from "../i18n/translation-fields.ts";

/**
 * The top banner's announcement: a line staff write ("Visit Our Store", "Closed on
 * Deepavali, 1 November") with an optional link, or off. The banner keeps the phone
 * numbers and the hours either way.
 */
export type Announcement = {
  on: boolean;
  text: string;
  link: string;
  /** The line in Kannada and Hindi (issue 33); absent when staff gave none. */
  translations?: Translations<"text">;
};

export const ANNOUNCEMENT_MAX = 100;

export const announcementFormSchema = z.pipe(
  z
    .object({
      ...translationShape({ text: { label: "The announcement", max: ANNOUNCEMENT_MAX } }),
      on: checkbox(),
      text: text("The announcement").check(
        z.refine(
          (v) => charCount(v) <= ANNOUNCEMENT_MAX,
          `Keep the announcement to ${ANNOUNCEMENT_MAX} characters; it scrolls past quickly.`,
        ),
      ),
      link: formatted("Link", LINK_MESSAGE, (v) => v === "" || isLink(v)),
    })
    .check(
      acrossFields<Announcement>((a) => (a.on && !a.text ? { text: "Write the announcement, or turn it off." } : {})),
    ),
  z.transform((values): Announcement => {
    const { english: announcement, translations } = splitTranslations(values, ["text"]);
    // Absent, not empty, when none is given: the document stays as it was before issue 33.
    return Object.keys(translations).length > 0 ? { ...announcement, translations } : announcement;
  }),
);
