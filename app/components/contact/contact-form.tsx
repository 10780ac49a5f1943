import { AlertCircle, CheckCircle2, Loader2, MessageCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { store } from "~/content/store";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
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
export const SENT_TEXT = `We'll get back to you ${store.replyPromise}.`;

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "subject", "category", "message"];

type Validate = (typeof import("~/lib/contact-schema"))["validateContact"];

/**
 * The schema (and its validation library) arrives after hydration; until then the
 * server, which validates every message anyway, answers with the field errors.
 */
function useContactValidation(): Validate | null {
  const [validate, setValidate] = useState<Validate | null>(null);
  useEffect(() => {
    let current = true;
    void import("~/lib/contact-schema").then((module) => {
      if (current) setValidate(() => module.validateContact);
    });
    return () => {
      current = false;
    };
  }, []);
  return validate;
}

/**
 * "Send Us a Message". A plain POST form to the contact route's action, so it works
 * without JavaScript (the page comes back with the result or the errors and the typed
 * values); once hydrated it posts through a fetcher, checks fields first with the
 * same schema as the server, and answers with toasts.
 *
 * A sent message gets a fresh form: the route revalidates after a send and hands out
 * a new form token, and the fields are keyed on it.
 */
export function ContactForm({ formToken, pageResult }: { formToken: string; pageResult?: ContactActionResult }) {
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-form" });
  const validate = useContactValidation();
  const uid = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${uid}-${f}`])) as Record<ContactField, string>;

  // A finished request is announced once: a toast, and focus on the first field in error.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || announced.current === result) return;
    announced.current = result;
    if (result.ok) {
      toast.success(SENT_TITLE, { description: SENT_TEXT });
    } else if (result.kind === "network") {
      toast.error("Something went wrong", { description: "Please check your connection or try again later." });
    } else {
      toast.error("Failed to send message", { description: result.message || "Please try again later." });
      focusFirstError(ids, result.errors);
    }
  });

  const sentWithoutScript = pageResult?.ok === true;
  const pageFailure = pageResult && !pageResult.ok ? pageResult : undefined;

  return (
    <div className="rounded-card border border-line bg-paper p-6 shadow-[0_1px_0_rgba(26,34,51,0.04),0_24px_48px_-32px_rgba(26,34,51,0.35)] sm:p-10">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Consultation</p>
      <h2 id="consultation-form-title" className="mt-3 text-4xl leading-tight sm:text-[2.75rem]">
        Send Us a Message
      </h2>
      <p className="mt-3 max-w-xl text-ink-soft">
        Tell us what you are looking for: an office wardrobe, a wedding, a fitting. A stylist from the store will reply,
        usually {store.replyPromise}.
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

      <ContactFields
        key={formToken}
        fetcher={fetcher}
        formToken={formToken}
        ids={ids}
        validate={validate}
        initial={pageFailure}
      />
    </div>
  );
}

function focusFirstError(ids: Record<ContactField, string>, errors: ContactFieldErrors | undefined) {
  const first = FIELD_ORDER.find((f) => errors?.[f]);
  if (first) document.getElementById(ids[first])?.focus();
}

type Failure = Extract<ContactActionResult, { ok: false }>;

/** The fields of one message; a new message (a new form token) mounts them afresh. */
function ContactFields({
  fetcher,
  formToken,
  ids,
  validate,
  initial,
}: {
  fetcher: FetcherWithComponents<ContactActionResult>;
  formToken: string;
  ids: Record<ContactField, string>;
  validate: Validate | null;
  /** Without JavaScript: the refused post's values and errors. */
  initial: Failure | undefined;
}) {
  const values = initial?.values ?? {};
  // The errors of the last check in the browser; null once a post has left, so the
  // server's answer speaks instead.
  const [browserErrors, setBrowserErrors] = useState<ContactFieldErrors | null>(null);
  const [category, setCategory] = useState(values.category ?? "");
  const [message, setMessage] = useState(values.message ?? "");
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? initial;
  const serverErrors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const errors: ContactFieldErrors = busy ? {} : (browserErrors ?? serverErrors);
  const errorCount = FIELD_ORDER.filter((f) => errors[f]).length;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) return;
    const check = validate(Object.fromEntries(new FormData(event.currentTarget)));
    if (!check.ok) {
      event.preventDefault();
      setBrowserErrors(check.errors);
      focusFirstError(ids, check.errors);
      return;
    }
    setBrowserErrors(null);
  }

  const chatText = contactChatText(categoryLabel(category), message);

  return (
    <>
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
        method="post"
        noValidate={validate !== null}
        onSubmit={handleSubmit}
        aria-labelledby="consultation-form-title"
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
        {/* Hidden from people and assistive tech; scripts that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${ids.name}-website`}>Leave this field empty</label>
          <input
            id={`${ids.name}-website`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <Field id={ids.name} label="Full Name" required error={errors.name}>
          <Input
            name="name"
            type="text"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            defaultValue={values.name}
          />
        </Field>
        <Field id={ids.email} label="Email" required error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values.email}
          />
        </Field>
        <Field
          id={ids.phone}
          label="Phone"
          required
          error={errors.phone}
          hint="7 to 15 digits; +, spaces and dashes are fine."
        >
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phoneChars}
            defaultValue={values.phone}
          />
        </Field>
        <Field id={ids.category} label="Category" optional error={errors.category}>
          <Select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose a category</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={ids.subject} label="Subject" optional error={errors.subject} className="sm:col-span-2">
          <Input name="subject" type="text" maxLength={CONTACT_LIMITS.subject} defaultValue={values.subject} />
        </Field>
        <Field id={ids.message} label="Message" required error={errors.message} className="sm:col-span-2">
          <Textarea
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <Button type="submit" variant="dark" size="lg" disabled={busy} aria-disabled={busy}>
            {busy ? (
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
            ) : (
              <Send aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            )}
            {busy ? "Sending..." : "Send Message"}
          </Button>
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
    </>
  );
}
