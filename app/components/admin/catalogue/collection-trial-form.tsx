import { CalendarPlus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * "Reserve for trial" per collection: whether its pieces offer it, and which of its
 * types do not (a trial room is for what a person tries on: not innerwear, not the
 * ceremonial vel). The item window then shows WhatsApp as its main action instead.
 */
export function CollectionTrialForm({
  version,
  offered,
  exceptTypes,
  types,
  busy,
}: {
  version: number;
  offered: boolean;
  exceptTypes: readonly string[];
  types: ReadonlyArray<{ value: string; label: string }>;
  busy: boolean;
}) {
  return (
    <section
      id="trial"
      aria-labelledby="trial-title"
      className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h2 id="trial-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <CalendarPlus aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
        Reserve for trial
      </h2>
      <Form method="post" className="group/trial mt-3 space-y-4">
        <input type="hidden" name="intent" value="trial" />
        <input type="hidden" name="version" value={version} />
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="trialOffered"
            value="1"
            defaultChecked={offered}
            className="h-5 w-5 accent-ink"
          />
          Pieces of this collection can be reserved for a trial
        </label>
        {types.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium text-ink">Except these types</legend>
            {/* While trials are off the list waits, said in words: drawn faded, it was too faint to read. */}
            <p className="mt-1 hidden text-sm text-ink-soft group-has-[[name=trialOffered]:not(:checked)]/trial:block">
              Used once pieces can be reserved for a trial; kept until then.
            </p>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {types.map((type) => (
                <label key={type.value} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    name={`noTrial-${type.value}`}
                    value="1"
                    defaultChecked={exceptTypes.includes(type.value)}
                    className="h-5 w-5 accent-ink"
                  />
                  {type.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Button type="submit" variant="dark" size="compact" disabled={busy}>
          Save trial choice
        </Button>
      </Form>
    </section>
  );
}
