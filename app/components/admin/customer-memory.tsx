import { NotebookPen, Ruler, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { cn } from "~/lib/ui/cn";
import {
  formatInches,
  MEASURE_RANGE,
  MEASUREMENT_NOTE_MAX,
  MEASURES,
  NOTE_MAX,
  type Measures,
} from "~/lib/customers/measurements";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import { adminStyles } from "./admin-styles";
import { useStaffCan } from "./use-staff-can";

export type NoteView = { id: number; body: string; when: string; by: string };
export type MeasurementView = Measures & { id: number; note: string; takenOn: string; takenBy: string };

type Result = { ok: boolean; notice: string; intent: string; reply?: FormReply };

/**
 * A client's notes and measurements on their customer page: add a note, add a set of
 * measurements (any of the five, in inches, the day taken), and the history of both,
 * newest first, each with who wrote or took it. Plain forms: they work without
 * JavaScript, and a refused one comes back with what was typed. Deleting a note or
 * a measurement is the owner's (permanent deletes are); staff add a newer one instead.
 */
export function CustomerMemory({
  notes,
  measurements,
  today,
  result,
}: {
  notes: NoteView[];
  measurements: MeasurementView[];
  /** The store-calendar date, the form's default and latest date taken. */
  today: string;
  result?: Result;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const noteResult = result?.intent === "add-note" ? result : undefined;
  const measureResult = result?.intent === "add-measurement" ? result : undefined;
  const errors = replyErrors(measureResult?.reply);
  // A saved form starts empty again (keyed by the result); a refused one keeps what was typed.
  const kept = replyValues(measureResult?.reply);

  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="measurements-title">
        <h2 id="measurements-title" className="flex items-center gap-2 text-2xl">
          <Ruler aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
          Measurements
        </h2>
        <Form
          method="post"
          key={measureResult?.ok ? `saved-${measurements[0]?.id}` : "form"}
          className="mt-4 rounded-card border border-line bg-paper p-4"
          aria-label="Add measurements"
        >
          <input type="hidden" name="intent" value="add-measurement" />
          <p className="text-sm text-ink-soft">
            In inches (40, 40.5 or 40 1/2). Fill in what you took; leave the rest blank.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {MEASURES.map(({ key, label }) => (
              <div key={key}>
                <label htmlFor={`measure-${key}`} className={adminStyles.label}>
                  {label}
                </label>
                <input
                  id={`measure-${key}`}
                  name={key}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={kept[key] ?? ""}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={errors[key] ? `measure-${key}-error` : undefined}
                  placeholder={`${MEASURE_RANGE.min}–${MEASURE_RANGE.max}`}
                  className={cn(adminStyles.input, "mt-1", errors[key] && "border-danger")}
                />
                {errors[key] && (
                  <p id={`measure-${key}-error`} className="mt-1 text-xs text-danger">
                    {errors[key]}
                  </p>
                )}
              </div>
            ))}
            <div>
              <label htmlFor="measure-taken-on" className={adminStyles.label}>
                Taken on
              </label>
              <input
                id="measure-taken-on"
                name="takenOn"
                type="date"
                max={today}
                defaultValue={kept.takenOn || today}
                aria-invalid={errors.takenOn ? true : undefined}
                aria-describedby={errors.takenOn ? "measure-taken-on-error" : undefined}
                className={cn(adminStyles.input, "mt-1", errors.takenOn && "border-danger")}
              />
              {errors.takenOn && (
                <p id="measure-taken-on-error" className="mt-1 text-xs text-danger">
                  {errors.takenOn}
                </p>
              )}
            </div>
          </div>
          <label htmlFor="measure-note" className={cn(adminStyles.label, "mt-3 block")}>
            Note <span className="font-normal text-ink-soft">(optional: fit, posture, garment)</span>
          </label>
          <input
            id="measure-note"
            name="note"
            maxLength={MEASUREMENT_NOTE_MAX}
            defaultValue={kept.note ?? ""}
            className={cn(adminStyles.input, "mt-1")}
          />
          {measureResult && (
            <p
              role={measureResult.ok ? "status" : "alert"}
              className={cn("mt-3 text-sm", !measureResult.ok && "text-danger")}
            >
              {measureResult.notice}
            </p>
          )}
          <button
            type="submit"
            className={cn(adminStyles.primary, "mt-4 w-full sm:w-auto")}
            disabled={busy("add-measurement")}
          >
            {busy("add-measurement") ? "Saving…" : "Save measurements"}
          </button>
        </Form>

        {measurements.length === 0 ? (
          <p className="mt-4 text-sm text-ink-soft">No measurements yet.</p>
        ) : (
          <ol className="mt-4 space-y-2" aria-label="Measurement history">
            {measurements.map((m) => (
              <li key={m.id} className="rounded-card border border-line bg-paper p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-medium text-ink">
                    {m.takenOn} <span className="font-normal text-ink-soft">· taken by {m.takenBy}</span>
                  </p>
                  <DeleteButton
                    intent="delete-measurement"
                    id={m.id}
                    label={`Delete the measurements of ${m.takenOn}`}
                  />
                </div>
                <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 sm:grid-cols-5">
                  {MEASURES.map(({ key, label }) => (
                    <div key={key}>
                      <dt className="text-xs text-ink-soft">{label}</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {m[key] === null ? (
                          <span className="font-normal text-ink-soft">—</span>
                        ) : (
                          `${formatInches(m[key])}″`
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
                {m.note && <p className="mt-2 break-words text-ink-soft">{m.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="notes-title">
        <h2 id="notes-title" className="flex items-center gap-2 text-2xl">
          <NotebookPen aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
          Notes
        </h2>
        <Form
          method="post"
          key={noteResult?.ok ? `saved-${notes[0]?.id}` : "form"}
          className="mt-4 rounded-card border border-line bg-paper p-4"
          aria-label="Add a note"
        >
          <input type="hidden" name="intent" value="add-note" />
          <label htmlFor="customer-note" className={adminStyles.label}>
            New note <span className="font-normal text-ink-soft">(seen by staff only)</span>
          </label>
          <textarea
            id="customer-note"
            name="body"
            rows={3}
            required
            maxLength={NOTE_MAX}
            defaultValue={replyValues(noteResult?.reply).body ?? ""}
            placeholder="Prefers a slim collar; wedding on 14 Feb"
            className={cn(adminStyles.input, "mt-1")}
          />
          {noteResult && (
            <p
              role={noteResult.ok ? "status" : "alert"}
              className={cn("mt-2 text-sm", !noteResult.ok && "text-danger")}
            >
              {noteResult.notice}
            </p>
          )}
          <button
            type="submit"
            className={cn(adminStyles.primary, "mt-3 w-full sm:w-auto")}
            disabled={busy("add-note")}
          >
            {busy("add-note") ? "Saving…" : "Save note"}
          </button>
        </Form>
        {notes.length === 0 ? (
          <p className="mt-4 text-sm text-ink-soft">No notes yet.</p>
        ) : (
          <ol className="mt-4 space-y-2" aria-label="Notes">
            {notes.map((n) => (
              <li key={n.id} className="rounded-card border border-line bg-paper p-3 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <p className="text-xs text-ink-soft">
                    {n.when} · {n.by}
                  </p>
                  <DeleteButton intent="delete-note" id={n.id} label={`Delete the note of ${n.when}`} />
                </div>
                <p className="mt-1 break-words whitespace-pre-wrap text-ink">{n.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function DeleteButton({ intent, id, label }: { intent: string; id: number; label: string }) {
  const canDelete = useStaffCan("delete-permanently");
  if (!canDelete) return null;
  return (
    <Form method="post" className="-mt-2 -mr-2 shrink-0">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-label={label}
        className="inline-flex h-11 w-11 items-center justify-center rounded-card text-ink-soft hover:bg-danger/5 hover:text-danger"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
      </button>
    </Form>
  );
}
