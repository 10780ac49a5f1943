import { NotebookPen, Ruler, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { cn } from "~/lib/ui/cn";
import {
  formatCm,
  formatInches,
  MEASUREMENT_NOTE_MAX,
  MEASURES,
  NOTE_MAX,
  OTHER_MEASURES_MAX,
  REMEASURE_AFTER_MONTHS,
  typedCm,
  type Measures,
} from "~/lib/customers/measurements";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";
import { adminStyles } from "./admin-styles";
import { useStaffCan } from "./use-staff-can";

export type NoteView = { id: number; body: string; when: string; by: string };
export type MeasurementView = Measures & {
  id: number;
  other: string;
  note: string;
  /** "3 Mar 2026" */
  takenOn: string;
  /** "8 months ago" */
  ago: string;
  /** Old enough to measure again (REMEASURE_AFTER_MONTHS). */
  dated: boolean;
  takenBy: string;
};

type Result = { ok: boolean; notice: string; intent: string; reply?: FormReply };

/**
 * A client's notes and measurements on their customer page: add a note, add a set of
 * measurements (any of MEASURES, in inches with centimetres beside, a free "other"
 * line, the day taken), and the history of both, newest first, each with who wrote or
 * took it and, for measurements, the day and how long ago (bodies change: an old
 * record says so). Plain forms: they work without
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
  const latest = measurements[0];

  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="measurements-title">
        <h2 id="measurements-title" className="flex items-center gap-2 text-2xl">
          <Ruler aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
          Measurements
        </h2>
        {latest && (
          <p className="mt-2 text-sm text-ink">
            Last measured{" "}
            <a href={`#measurement-${latest.id}`} className="font-medium underline underline-offset-4">
              {latest.takenOn}
            </a>{" "}
            <span className="text-ink-soft">({latest.ago})</span>
            {latest.dated ? ". Bodies change: measure again before cutting." : "."}
          </p>
        )}
        <Form
          method="post"
          key={measureResult?.ok ? `saved-${measurements[0]?.id}` : "form"}
          className="mt-4 rounded-card border border-line bg-paper p-4"
          aria-label="Add measurements"
        >
          <input type="hidden" name="intent" value="add-measurement" />
          <p className="text-sm text-ink-soft">
            In inches (40, 40.5 or 40 1/2); centimetres are shown beside. Fill in what you took; leave the rest blank.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
            {MEASURES.map((measure) => (
              <InchesField key={measure.key} measure={measure} kept={kept[measure.key]} error={errors[measure.key]} />
            ))}
            {/* A row of its own: a date box is wider than a measure's column at three across. */}
            <div className="col-span-2 sm:col-span-3">
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
                className={cn(adminStyles.input, "mt-1 max-w-48", errors.takenOn && "border-danger")}
              />
              {errors.takenOn && (
                <p id="measure-taken-on-error" className="mt-1 text-xs text-danger">
                  {errors.takenOn}
                </p>
              )}
            </div>
          </div>
          <label htmlFor="measure-other" className={cn(adminStyles.label, "mt-3 block")}>
            Other measurements <span className="font-normal text-ink-soft">(optional)</span>
          </label>
          <input
            id="measure-other"
            name="other"
            maxLength={OTHER_MEASURES_MAX}
            autoComplete="off"
            defaultValue={kept.other ?? ""}
            placeholder="Thigh 24, knee 17"
            aria-invalid={errors.other ? true : undefined}
            aria-describedby={errors.other ? "measure-other-error" : undefined}
            className={cn(adminStyles.input, "mt-1", errors.other && "border-danger")}
          />
          {errors.other && (
            <p id="measure-other-error" className="mt-1 text-xs text-danger">
              {errors.other}
            </p>
          )}
          <label htmlFor="measure-note" className={cn(adminStyles.label, "mt-3 block")}>
            Note <span className="font-normal text-ink-soft">(optional: fit, posture, garment)</span>
          </label>
          <input
            id="measure-note"
            name="note"
            maxLength={MEASUREMENT_NOTE_MAX}
            defaultValue={kept.note ?? ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? "measure-note-error" : undefined}
            className={cn(adminStyles.input, "mt-1", errors.note && "border-danger")}
          />
          {errors.note && (
            <p id="measure-note-error" className="mt-1 text-xs text-danger">
              {errors.note}
            </p>
          )}
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
              <li
                key={m.id}
                id={`measurement-${m.id}`}
                className="scroll-mt-20 rounded-card border border-line bg-paper p-3 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="font-medium text-ink">
                    Taken {m.takenOn} <span className="font-normal text-ink-soft">· {m.ago}</span>
                    <span className="block text-xs font-normal text-ink-soft">by {m.takenBy}</span>
                  </p>
                  <DeleteButton
                    intent="delete-measurement"
                    id={m.id}
                    label={`Delete the measurements of ${m.takenOn}`}
                  />
                </div>
                {m.dated && (
                  <p className="mt-2 rounded-card bg-sand/60 px-2 py-1 text-xs text-ink">
                    Over {REMEASURE_AFTER_MONTHS} months old: bodies change, so measure again before cutting.
                  </p>
                )}
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-3">
                  {MEASURES.filter(({ key }) => m[key] !== null).map(({ key, label }) => (
                    <div key={key}>
                      <dt className="text-xs text-ink-soft">{label}</dt>
                      <dd className="tabular-nums">
                        <span className="font-semibold text-ink">{formatInches(m[key]!)}″</span>{" "}
                        <span className="text-xs text-ink-soft">{formatCm(m[key]!)}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                {m.other && (
                  <p className="mt-2 break-words text-ink">
                    <span className="text-xs text-ink-soft">Other: </span>
                    {m.other}
                  </p>
                )}
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

/**
 * One measure's box: inches as typed, its centimetres beside (display only; shown for
 * what a refused form kept without JavaScript, and as staff type with it).
 */
function InchesField({
  measure: { key, label, min, max },
  kept,
  error,
}: {
  measure: (typeof MEASURES)[number];
  kept: string | undefined;
  error: string | undefined;
}) {
  const [typed, setTyped] = useState(kept ?? "");
  const cm = typedCm(typed);
  const described = [`measure-${key}-cm`, error && `measure-${key}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={`measure-${key}`} className={adminStyles.label}>
        {label}
      </label>
      <input
        id={`measure-${key}`}
        name={key}
        inputMode="decimal"
        enterKeyHint="next"
        autoComplete="off"
        defaultValue={kept ?? ""}
        onChange={(event) => setTyped(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        placeholder={`${min}–${max}`}
        className={cn(adminStyles.input, "mt-1", error && "border-danger")}
      />
      <p id={`measure-${key}-cm`} className="mt-0.5 min-h-4 text-xs text-ink-soft tabular-nums">
        {cm && `= ${cm}`}
      </p>
      {error && (
        <p id={`measure-${key}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
