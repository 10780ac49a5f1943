import { AlertCircle, CheckCircle2, Loader2, MessageCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { store } from "~/content/store";
import { buttonVariants } from "~/components/ui/button";
import { useMounted } from "~/components/ui/use-mounted";
import { cn } from "~/lib/cn";
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  categoryLabel,
  type ContactField,
  type ContactFieldErrors,
} from "~/lib/contact-fields";
import { chatLink, contactChatText } from "~/lib/links";

/** What the contact route's action answers (also the no-JS page's action data). */
export type ContactActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      kind: "invalid" | "refused" | "network";
      message?: string;
      errors?: ContactFieldErrors;
      values?: Partial<Record<ContactField, string>>;
    };

export const SENT_TITLE = "Message Sent Successfully!";
export const SENT_TEXT = "We'll get back to you within 2 hours during business hours.";

// The schema (and its validation library) arrives after hydration; until then the
// server, which validates every message anyway, answers with the field errors.
type Validate = (typeof import("~/lib/contact-schema"))["validateContact"];
let validateContact: Validate | undefined;
function loadValidation() {
  void import("~/lib/contact-schema").then((module) => {
    validateContact = module.validateContact;
  });
}

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "subject", "category", "message"];

const inputStyles =
  "mt-2 block w-full rounded-card border bg-paper px-4 py-3 text-base text-ink placeholder:text-ink-soft/70 transition-colors focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep";

function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brass-deep">
            *
          </span>
        )}
        {!required && <span className="ml-2 text-xs font-normal text-ink-soft">Optional</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.75} />
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Send Us a Message". A plain POST form to the contact route's action, so it works
 * without JavaScript (the page comes back with the result or the errors and the typed
 * values); once hydrated it posts through a fetcher, checks fields first with the
 * same schema as the server, and answers with toasts.
 */
export function ContactForm({ formToken, pageResult }: { formToken: string; pageResult?: ContactActionResult }) {
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-form" });
  const mounted = useMounted();
  const uid = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${uid}-${f}`])) as Record<ContactField, string>;

  const initialValues = pageResult && !pageResult.ok ? (pageResult.values ?? {}) : {};
  const [errors, setErrors] = useState<ContactFieldErrors>(
    pageResult && !pageResult.ok ? (pageResult.errors ?? {}) : {},
  );
  const [category, setCategory] = useState(initialValues.category ?? "");
  const [message, setMessage] = useState(initialValues.message ?? "");
  const [formKey, setFormKey] = useState(0);
  const busy = fetcher.state !== "idle";

  // A new fetcher result adjusts the form while rendering (cleared after a send, the
  // server's errors after a refusal); the effect below only does the outside work.
  const [seenResult, setSeenResult] = useState<ContactActionResult | undefined>(undefined);
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== seenResult) {
    const result = fetcher.data;
    setSeenResult(result);
    if (result.ok) {
      setErrors({});
      setCategory("");
      setMessage("");
      setFormKey((k) => k + 1);
    } else if (result.errors) {
      setErrors(result.errors);
    }
  }

  useEffect(loadValidation, []);

  const announced = useRef<unknown>(null);
  useEffect(() => {
    const result = seenResult;
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.ok) {
      toast.success(SENT_TITLE, { description: SENT_TEXT });
    } else if (result.kind === "network") {
      toast.error("Something went wrong", { description: "Please check your connection or try again later." });
    } else {
      toast.error("Failed to send message", { description: result.message || "Please try again later." });
      focusFirstError(result.errors);
    }
  });

  function focusFirstError(next: ContactFieldErrors | undefined) {
    const first = FIELD_ORDER.find((f) => next?.[f]);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function showErrors(next: ContactFieldErrors) {
    setErrors(next);
    focusFirstError(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validateContact) return;
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const check = validateContact(data);
    if (!check.ok) {
      event.preventDefault();
      showErrors(check.errors);
      return;
    }
    setErrors({});
  }

  const chatText = contactChatText(categoryLabel(category), message);
  const sentWithoutScript = pageResult?.ok === true;
  const pageFailure = pageResult && !pageResult.ok ? pageResult : undefined;
  const errorCount = FIELD_ORDER.filter((f) => errors[f]).length;

  const describedBy = (field: ContactField, hint?: boolean) =>
    errors[field] ? `${ids[field]}-error` : hint ? `${ids[field]}-hint` : undefined;

  return (
    <div className="rounded-card border border-line bg-paper p-6 shadow-[0_1px_0_rgba(26,34,51,0.04),0_24px_48px_-32px_rgba(26,34,51,0.35)] sm:p-10">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Consultation</p>
      <h2 id="consultation-form-title" className="mt-3 text-4xl leading-tight sm:text-[2.75rem]">
        Send Us a Message
      </h2>
      <p className="mt-3 max-w-xl text-ink-soft">
        Tell us what you are looking for: an office wardrobe, a wedding, a fitting. A stylist from the store will reply,
        usually within 2 hours during business hours.
      </p>

      {sentWithoutScript && (
        <div role="status" className="mt-6 flex gap-3 rounded-card border border-brass/50 bg-sand/60 p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
          <div>
            <p className="font-semibold text-ink">{SENT_TITLE}</p>
            <p className="text-sm text-ink-soft">{SENT_TEXT}</p>
          </div>
        </div>
      )}
      {pageFailure && (
        <div role="alert" className="mt-6 flex gap-3 rounded-card border border-danger/40 bg-danger/5 p-4">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-danger" strokeWidth={1.75} />
          <div>
            <p className="font-semibold text-ink">Failed to send message</p>
            <p className="text-sm text-ink-soft">{pageFailure.message || "Please try again later."}</p>
          </div>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {errorCount > 0
          ? `Please correct ${errorCount === 1 ? "1 field" : `${errorCount} fields`}: ${FIELD_ORDER.filter(
              (f) => errors[f],
            )
              .map((f) => errors[f])
              .join(" ")}`
          : ""}
      </p>

      <fetcher.Form
        key={formKey}
        method="post"
        noValidate={mounted}
        onSubmit={handleSubmit}
        aria-labelledby="consultation-form-title"
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        {/* Hidden from people and assistive tech; scripts that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-website`}>Leave this field empty</label>
          <input
            id={`${uid}-website`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <Field id={ids.name} label="Full Name" required error={errors.name}>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            defaultValue={initialValues.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className={cn(inputStyles, errors.name ? "border-danger" : "border-line")}
          />
        </Field>
        <Field id={ids.email} label="Email" required error={errors.email}>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.email}
            defaultValue={initialValues.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={cn(inputStyles, errors.email ? "border-danger" : "border-line")}
          />
        </Field>
        <Field
          id={ids.phone}
          label="Phone"
          required
          error={errors.phone}
          hint="7 to 15 digits; +, spaces and dashes are fine."
        >
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={CONTACT_LIMITS.phoneChars}
            defaultValue={initialValues.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone", true)}
            className={cn(inputStyles, errors.phone ? "border-danger" : "border-line")}
          />
        </Field>
        <Field id={ids.category} label="Category" error={errors.category}>
          <select
            id={ids.category}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describedBy("category")}
            className={cn(inputStyles, "appearance-auto", errors.category ? "border-danger" : "border-line")}
          >
            <option value="">Choose a category</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field id={ids.subject} label="Subject" error={errors.subject}>
            <input
              id={ids.subject}
              name="subject"
              type="text"
              maxLength={CONTACT_LIMITS.subject}
              defaultValue={initialValues.subject}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={describedBy("subject")}
              className={cn(inputStyles, errors.subject ? "border-danger" : "border-line")}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={ids.message} label="Message" required error={errors.message}>
            <textarea
              id={ids.message}
              name="message"
              rows={6}
              required
              maxLength={CONTACT_LIMITS.message}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy("message")}
              className={cn(inputStyles, "resize-y", errors.message ? "border-danger" : "border-line")}
            />
          </Field>
        </div>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            disabled={busy}
            aria-disabled={busy}
            className={buttonVariants({ variant: "dark", size: "lg" })}
          >
            {busy ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
            ) : (
              <Send aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            )}
            {busy ? "Sending..." : "Send Message"}
          </button>
          <a
            href={chatLink(store.chatPhone.e164, chatText)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brass-deep underline-offset-4 hover:underline"
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Prefer chat? Send this on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <p className="text-xs text-ink-soft sm:col-span-2">
          <span aria-hidden="true" className="text-brass-deep">
            *
          </span>{" "}
          Required. We use your details only to answer you.
        </p>
      </fetcher.Form>
    </div>
  );
}
