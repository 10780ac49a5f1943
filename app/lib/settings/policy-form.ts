import * as z from "zod/mini";
import { text } from "../forms/fields.ts";
import { POLICY_LIMITS } from "./policy-pages.ts";

/*
 * The policy page form's rules, apart from policy-pages.ts so the editor's page (which
 * reads only the limits) does not load the validation library: only its action reads the form.
 */
const atMost = (max: number) => z.refine<string>((v) => v.length <= max, `At most ${max} characters.`);

/** A policy page's words as staff save them; the text's line breaks as the pages draw them ("\n"). */
export const policyFormSchema = z.object({
  title: text("Title").check(
    z.refine((v) => v.length > 0, "Please give the page a title."),
    atMost(POLICY_LIMITS.title),
  ),
  summary: text("Summary").check(atMost(POLICY_LIMITS.summary)),
  body: z
    .pipe(
      text("Text", { multiLine: true }),
      z.transform((v: string) => v.replace(/\r\n?/g, "\n")),
    )
    .check(
      z.refine((v) => v.length > 0, "The page needs its text."),
      atMost(POLICY_LIMITS.body),
    ),
});
