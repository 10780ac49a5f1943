import { Check } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Field, Select } from "~/components/ui/field";
import { shortDay, type Slot } from "~/lib/booking/booking-slots";
import { formatTime } from "~/lib/time/store-hours";

/** What follows a time (staff see the places left) and whether it can be had. */
export type SlotTimeState = { note: string; disabled: boolean };

/**
 * The time list's value: the public form holds the time itself (`value`, kept only
 * while the day still offers it); staff's is left to the browser (`defaultValue`),
 * so a choice survives a change of day.
 */
type SlotPickerProps = Pick<ComponentProps<"select">, "value" | "defaultValue" | "onChange"> & {
  /** The day and time side by side: each screen's own spacing. */
  className: string;
  /**
   * The day's field, its control named `date`: staff choose from the list of bookable
   * days (each by its name), the public form on the browser's calendar. Passed in, so
   * the public page carries no code for staff's list.
   */
  day: ReactNode;
  times: readonly string[];
  describe?: (time: string) => SlotTimeState;
  /** The time list's first, unchoosable line. */
  placeholder: string;
  timeHint?: ReactNode;
  timeError?: string;
  /** The nearest free times after a refusal: each a submit button that books it. */
  alternatives?: ReadonlyArray<Slot & { words: string }>;
  alternativeClassName: string;
};

/**
 * The day and the time of a visit (fields `date` and `time`, or a `slot` button from
 * the nearest free times), for the public booking form and staff's new visit. Plain
 * form controls: without JavaScript the form posts what was chosen and the server
 * judges the slot; with it, the caller narrows the times to the chosen day.
 */
export function SlotPicker({
  className,
  day,
  times,
  describe,
  placeholder,
  timeHint,
  timeError,
  alternatives,
  alternativeClassName,
  ...select
}: SlotPickerProps) {
  return (
    <>
      <div className={className}>
        {day}
        <Field label="Time" required error={timeError} hint={timeHint}>
          <Select name="time" required {...select}>
            <option value="" disabled>
              {placeholder}
            </option>
            {times.map((t) => {
              const state = describe?.(t);
              return (
                <option key={t} value={t} disabled={state?.disabled}>
                  {formatTime(t) + (state?.note ?? "")}
                </option>
              );
            })}
          </Select>
        </Field>
      </div>

      {alternatives && alternatives.length > 0 && (
        <div role="group" aria-label="Nearest free times" className="flex flex-wrap gap-2">
          {alternatives.map((s) => (
            <button
              key={`${s.date}T${s.time}`}
              type="submit"
              name="slot"
              value={`${s.date}T${s.time}`}
              className={alternativeClassName}
            >
              <Check aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              {shortDay(s.date)}, {formatTime(s.time)}
              <span className="sr-only"> ({s.words})</span>
            </button>
          ))}
        </div>
      )}
    </>
  );
}
