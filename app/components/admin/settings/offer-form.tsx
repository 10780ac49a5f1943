import { Trash2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { CheckboxField, Field, Input, Textarea } from "~/components/ui/field";
import { issueErrors } from "~/lib/forms/issue-errors";
import { OFFER_LIMITS, OFFER_TRANSLATED, offerFormSchema, type OfferFormValues } from "~/lib/settings/offers";
import { TranslationFields } from "~/components/admin/translation-fields";
import { SaveBar } from "./settings-frame";

/** An offer's words, terms, dates and whether it is shown: a plain form, the server's rules first in the browser. */
export function OfferForm({
  version,
  values,
  otherCodes,
  serverErrors,
  deleteTo,
}: {
  version: number | null;
  values: OfferFormValues;
  otherCodes: readonly string[];
  serverErrors?: Partial<Record<string, string>>;
  deleteTo: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const shown = serverErrors ?? errors;

  function check(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = offerFormSchema({ otherCodes }).safeParse(fields);
    const next = result.success ? {} : issueErrors(result.error);
    setErrors(next);
    if (!result.success) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
    }
  }

  return (
    <Form method="post" ref={form} onSubmit={check} noValidate className="mt-6 space-y-8">
      {version !== null && <input type="hidden" name="version" value={version} />}
      <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
        <legend className="px-1 font-display text-2xl text-ink">The offer</legend>
        <Field label="Code" required error={shown.code} hint="Letters and digits, e.g. DIWALI20. Visitors copy it.">
          <Input
            name="code"
            defaultValue={values.code}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono tracking-wider uppercase"
          />
        </Field>
        <Field label="Headline" required error={shown.headline} hint="The big words, e.g. 10% OFF.">
          <Input name="headline" defaultValue={values.headline} maxLength={OFFER_LIMITS.headline} />
        </Field>
        <Field label="Title" required error={shown.title}>
          <Input name="title" defaultValue={values.title} maxLength={OFFER_LIMITS.title} />
        </Field>
        <Field label="Description" optional error={shown.description}>
          <Textarea
            name="description"
            rows={3}
            defaultValue={values.description}
            maxLength={OFFER_LIMITS.description}
          />
        </Field>
        <Field label="Terms" optional error={shown.terms} hint={`One per line, at most ${OFFER_LIMITS.terms}.`}>
          <Textarea name="terms" rows={5} defaultValue={values.terms} />
        </Field>
        <TranslationFields
          fields={Object.entries(OFFER_TRANSLATED).map(([name, field]) => ({ name, ...field }))}
          values={values}
          errors={shown}
        />
      </fieldset>
      <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
        <legend className="px-1 font-display text-2xl text-ink">When</legend>
        <p className="text-sm text-ink-soft">
          Both days included, Indian time. It appears and goes by itself; leave a date empty for no limit.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Valid from" optional error={shown.validFrom}>
            <Input name="validFrom" type="date" defaultValue={values.validFrom} />
          </Field>
          <Field label="Valid until" optional error={shown.validUntil}>
            <Input name="validUntil" type="date" defaultValue={values.validUntil} />
          </Field>
        </div>
        <CheckboxField
          name="published"
          defaultChecked={values.published}
          label="Shown on the site (untick to hide it and keep it here)"
        />
      </fieldset>
      <SaveBar>
        <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy}>
          {busy ? "Saving…" : version === null ? "Add offer" : "Save offer"}
        </Button>
        {deleteTo && (
          <Link to={deleteTo} className={buttonVariants({ variant: "danger", size: "compact", className: "ml-auto" })}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Link>
        )}
      </SaveBar>
    </Form>
  );
}
