import { AlertCircle } from "lucide-react";
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from "react";
import { cn } from "~/lib/ui/cn";

/**
 * A form field: one label, one control, an optional hint and an error, wired
 * together. The Field owns the id, the label's `for`, `aria-invalid`,
 * `aria-describedby` (the error when there is one, else the hint) and the control's
 * classes; the controls below (Input, Textarea, Select, Checkbox, FileInput) read
 * them from it and spread everything else the caller passes.
 *
 * Labels: a required field shows a star that screen readers skip (the control says
 * "required" itself); an optional one says "(optional)" as part of its name, so it
 * is read "Subject (optional)", not run together.
 */
type FieldContextValue = {
  id: string;
  invalid: boolean;
  required: boolean;
  describedBy: string | undefined;
  labelHidden: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

function useField(): FieldContextValue {
  const context = useContext(FieldContext);
  if (!context) throw new Error("Form controls must be inside <Field>");
  return context;
}

type FieldProps = {
  label: string;
  /** Marks the control required (and the label with a star). */
  required?: boolean;
  /** Says "(optional)" after the label; for forms where most fields are required. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** A given id (e.g. to focus the field from elsewhere); otherwise one is made. */
  id?: string;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
  /**
   * The label is read by screen readers but not shown: for a control whose purpose
   * the screen already shows (a search box with a placeholder in a labelled toolbar).
   */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
};

export function Field({
  label,
  required = false,
  optional = false,
  hint,
  error,
  id,
  aside,
  labelHidden = false,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = describedByOf(controlId, hint, error);
  const fieldLabel = <FieldLabel label={label} required={required} optional={optional} hidden={labelHidden} />;
  return (
    <FieldContext value={{ id: controlId, invalid: Boolean(error), required, describedBy, labelHidden }}>
      <div data-slot="field" data-invalid={error ? true : undefined} className={className}>
        {aside ? (
          <div className="flex items-baseline justify-between gap-3">
            {fieldLabel}
            {aside}
          </div>
        ) : (
          fieldLabel
        )}
        {children}
        <FieldNotes id={controlId} hint={hint} error={error} />
      </div>
    </FieldContext>
  );
}

/** The hint (while there is no error) or the error, with the ids the control points to. */
function FieldNotes({
  id,
  hint,
  error,
  className,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}) {
  if (error) {
    return (
      <p
        id={`${id}-error`}
        data-slot="field-error"
        className={cn("mt-1.5 flex items-start gap-1.5 text-sm text-danger", className)}
      >
        <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.75} />
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} data-slot="field-hint" className={cn("mt-1.5 text-xs text-ink-soft", className)}>
      {hint}
    </p>
  );
}

const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

function FieldLabel({
  label,
  required,
  optional,
  hidden,
}: {
  label: string;
  required: boolean;
  optional: boolean;
  hidden: boolean;
}) {
  const { id } = useField();
  return (
    <label htmlFor={id} data-slot="field-label" className={hidden ? "sr-only" : "text-sm font-medium text-ink"}>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-brass-deep">
          *
        </span>
      )}
      {optional && <span className="text-xs font-normal text-ink-soft"> (optional)</span>}
    </label>
  );
}

/**
 * Borders of at least 3:1 against the field's white ground (WCAG 1.4.11), so the box
 * can be found without the label; red when the field has an error (and brass-deep in
 * focus, FIELD_FOCUS_BORDER, written out below). The staff screens' fields
 * (admin-styles.ts) use the same classes, written out too (importing these would cost
 * /contact bytes): field-contrast.test.ts checks both, tests/e2e/form-fields.spec.ts
 * the edges as rendered.
 */
export const FIELD_BORDER = { idle: "border-line-strong", invalid: "border-danger" } as const;
export const FIELD_FOCUS_BORDER = "focus:border-brass-deep";

const controlClasses = (invalid: boolean, labelHidden = false) =>
  cn(
    !labelHidden && "mt-2",
    "block w-full rounded-card border bg-paper px-4 py-3 text-base text-ink transition-colors placeholder:text-ink-soft/70 focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep disabled:cursor-not-allowed disabled:opacity-60",
    invalid ? FIELD_BORDER.invalid : FIELD_BORDER.idle,
  );

function useControlProps() {
  const { id, invalid, required, describedBy, labelHidden } = useField();
  return {
    id,
    required: required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    "data-slot": "field-control",
    invalid,
    labelHidden,
  };
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  const { invalid, labelHidden, ...wiring } = useControlProps();
  return <input {...wiring} className={cn(controlClasses(invalid, labelHidden), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const { invalid, labelHidden, ...wiring } = useControlProps();
  return (
    <textarea {...wiring} className={cn(controlClasses(invalid, labelHidden), "resize-y", className)} {...props} />
  );
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  const { invalid, labelHidden, ...wiring } = useControlProps();
  return (
    <select {...wiring} className={cn(controlClasses(invalid, labelHidden), "appearance-auto", className)} {...props} />
  );
}

/** A file picker: the same box, with the browser's own button inside it. */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const { invalid, labelHidden, ...wiring } = useControlProps();
  return (
    <input
      type="file"
      {...wiring}
      className={cn(
        controlClasses(invalid, labelHidden),
        "py-2 file:mr-4 file:rounded-card file:border-0 file:bg-sand file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A checkbox with its label beside it (not above), its hint and error below.
 * 24 px box, the whole label clickable.
 */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: string; hint?: ReactNode; error?: string }) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-slot="field-control"
          className={cn(
            "mt-0.5 h-6 w-6 shrink-0 rounded-card border accent-ink",
            error ? FIELD_BORDER.invalid : FIELD_BORDER.idle,
          )}
          {...props}
        />
        <label htmlFor={id} data-slot="field-label" className="text-sm font-medium text-ink">
          {label}
        </label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} className="ml-9" />
    </div>
  );
}
