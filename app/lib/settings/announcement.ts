import { charCount } from "../text/characters.ts";
import { checked, type FormResult, hasControl, isLink, LINK_MESSAGE, text } from "./form-rules.ts";

/**
 * The top banner's announcement: a line staff write ("Visit Our Store", "Closed on
 * Deepavali, 1 November") with an optional link, or off. The banner keeps the phone
 * numbers and the hours either way.
 */
export type Announcement = { on: boolean; text: string; link: string };

export type AnnouncementField = "on" | "text" | "link";

export const ANNOUNCEMENT_MAX = 100;

export function validateAnnouncement(fields: Record<string, unknown>): FormResult<Announcement, AnnouncementField> {
  const errors: Partial<Record<AnnouncementField, string>> = {};
  const on = checked(fields.on);
  const words = text(fields.text);
  const link = text(fields.link);
  if (hasControl(words)) errors.text = "The announcement cannot contain control characters.";
  else if (charCount(words) > ANNOUNCEMENT_MAX)
    errors.text = `Keep the announcement to ${ANNOUNCEMENT_MAX} characters; it scrolls past quickly.`;
  else if (on && !words) errors.text = "Write the announcement, or turn it off.";
  if (link && !isLink(link)) errors.link = LINK_MESSAGE;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { on, text: words, link } };
}
