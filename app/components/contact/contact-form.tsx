import { AlertCircle, Loader2, MessageCircle, Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type FetcherWithComponents, href, useFetcher } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { toast } from "~/components/ui/toast";
import { useMounted } from "~/components/ui/use-mounted";
import { CONSULTATION_FORM_ID } from "~/content/navigation";
import { useStore } from "~/components/site/site-context";
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
} from "~/lib/contact/contact-fields";
import { chatLink, contactChatText } from "~/lib/contact/links";
import { replyErrors, replyValues, type FormReply } from "~/lib/forms/reply";

/** What the contact route's action answers (also the no-JS page's action data). */
export type ContactActionResult =
  /** `replyBy`: when the reply is due, in the server's words ("4:30 PM today"). */
  | { ok: true; message: string; name: string; replyBy: string }
  | {
      ok: false;
      kind: "invalid" | "refused" | "network";
      message?: string;
      /** The one form result (lib/forms): each field's errors and what was typed. */
      reply?: FormReply;
    };

export const SENT_TITLE = "Message Sent Successfully!";
/** The toast's words after a message is sent, with the reply promise staff set. */
export function sentText(replyPromise: string): string {
  return `We'll get back to you ${replyPromise}.`;
}

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "subject", "category", "message"];

/** The form's errors by the server's own schema, or null when it passes. */
type Validate = (typeof import("~/lib/contact/contact-schema"))["contactErrors"];

/**
 * The schema and its validation library (zod's core, 14 KB gzip once the staff forms
 * share it) are fetched when the visitor first reaches into the form, not with the
 * page: most visitors of /contact want the numbers or the map and never fetch them.
 * A Send pressed before they arrive waits for them (without JavaScript the browser's
 * own checks and the server answer; the server validates every message anyway).
 */
let validation: Promise<Validate> | undefined;
const loadValidation = () =>
  (validation ??= import("~/lib/contact/contact-schema")
    .then((module) => module.contactErrors)
    .catch((error) => {
      validation = undefined;
      throw error;
    }));

function useContactValidation(): { validate: Validate | null; load: () => Promise<Validate> } {
  const [validate, setValidate] = useState<Validate | null>(null);
  const load = useCallback(
    () =>
      loadValidation().then((loaded) => {
        setValidate(() => loaded);
        return loaded;
      }),
    [],
  );
  return { validate, load };
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
  const store = useStore();
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-form" });
  const { validate, load: loadValidation } = useContactValidation();
  const uid = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${uid}-${f}`])) as Record<ContactField, string>;

  // A finished request is announced once: a toast, and focus on the first field in error.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || announced.current === result) return;
    announced.current = result;
    if (result.ok) {
      toast.success(SENT_TITLE, { description: sentText(store.replyPromise) });
    } else if (result.kind === "network") {
      toast.error("Something went wrong", { description: "Please check your connection or try again later." });
    } else {
      toast.error("Failed to send message", { description: result.message || "Please try again later." });
      focusFirstError(ids, replyErrors(result.reply));
    }
  });

  // A sent message (the fetcher's, or without JavaScript the page's) stays on screen
  // until "Send another" puts it away.
  const [putAway, setPutAway] = useState<unknown>();
  const result = fetcher.data ?? pageResult;
  const sent = result?.ok && result !== putAway ? result : undefined;
  const pageFailure = !sent && pageResult && !pageResult.ok ? pageResult : undefined;

  return (
    <div className="rounded-card border border-line bg-paper p-6 shadow-[0_1px_0_rgba(26,34,51,0.04),0_24px_48px_-32px_rgba(26,34,51,0.35)] sm:p-10">
      <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">
        {sent ? SENT_TITLE : "Consultation"}
      </p>
      {sent ? (
        <SentPanel
          sent={sent}
          onSendAnother={() => {
            flushSync(() => setPutAway(sent));
            document.getElementById(ids.name)?.focus();
          }}
        />
      ) : (
        <>
          <h2 id="consultation-form-title" className="mt-3 text-4xl leading-tight sm:text-[2.75rem]">
            Send Us a Message
          </h2>
          <p className="mt-3 max-w-xl text-ink-soft">
            Tell us what you are looking for: an office wardrobe, a wedding, a fitting. A stylist from the store will
            reply, usually {store.replyPromise}.
          </p>
        </>
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

      {!sent && (
        <ContactFields
          key={formToken}
          fetcher={fetcher}
          formToken={formToken}
          ids={ids}
          validate={validate}
          onFirstUse={loadValidation}
          initial={pageFailure}
        />
      )}
    </div>
  );
}

/**
 * In place of the form once a message is sent: whom we thank and when the reply is
 * due. Its heading takes focus (and is read out) as it appears; without JavaScript
 * `autoFocus` does the same on the page the post returns. "Send another" asks for
 * the page afresh, which script turns into putting the panel away.
 */
function SentPanel({
  sent,
  onSendAnother,
}: {
  sent: Extract<ContactActionResult, { ok: true }>;
  onSendAnother: () => void;
}) {
  const store = useStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h2
        id="consultation-form-title"
        ref={heading}
        tabIndex={-1}
        autoFocus
        className="mt-3 text-4xl leading-tight focus:outline-none sm:text-[2.75rem]"
      >
        Thank you, {sent.name} — we'll reply by {sent.replyBy}
      </h2>
      <p className="mt-4 max-w-xl text-ink-soft">{sentText(store.replyPromise)}</p>
      {/* A new GET of the page (a link to the same address would only scroll). */}
      <form
        action={`${href("/contact")}#${CONSULTATION_FORM_ID}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSendAnother();
        }}
      >
        <button type="submit" className={buttonVariants({ variant: "dark", className: "mt-8" })}>
          <Send aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Send another
        </button>
      </form>
    </>
  );
}

function focusFirstError(ids: Record<ContactField, string>, errors: ContactFieldErrors) {
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
  onFirstUse,
  initial,
}: {
  fetcher: FetcherWithComponents<ContactActionResult>;
  formToken: string;
  ids: Record<ContactField, string>;
  validate: Validate | null;
  onFirstUse: () => Promise<Validate>;
  /** Without JavaScript: the refused post's values and errors. */
  initial: Failure | undefined;
}) {
  const store = useStore();
  const values: Partial<Record<ContactField, string>> = replyValues(initial?.reply);
  // The errors of the last check in the browser; null once a post has left, so the
  // server's answer speaks instead.
  const [browserErrors, setBrowserErrors] = useState<ContactFieldErrors | null>(null);
  // Once the page's script runs, its own checks (fetched at first use) replace the browser's.
  const scripted = useMounted();
  const [category, setCategory] = useState(values.category ?? "");
  const [message, setMessage] = useState(values.message ?? "");
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? initial;
  const serverErrors: ContactFieldErrors = answer && !answer.ok ? replyErrors(answer.reply) : {};
  const errors: ContactFieldErrors = busy ? {} : (browserErrors ?? serverErrors);
  const errorCount = FIELD_ORDER.filter((f) => errors[f]).length;

  /** False when the form holds mistakes: they are shown, and focus goes to the first. */
  function passesCheck(form: HTMLFormElement, check: Validate): boolean {
    const found = check(Object.fromEntries(new FormData(form)));
    setBrowserErrors(found);
    if (found) focusFirstError(ids, found);
    return !found;
  }

  // A failed fetch is tried again at the next use, or at Send.
  const prefetchChecks = () => void onFirstUse().catch(() => undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (validate) {
      if (!passesCheck(form, validate)) event.preventDefault();
      return;
    }
    // Send before the checks arrived: they are fetched, then the message goes (or, if
    // they cannot be fetched, it goes as it is and the server checks it).
    event.preventDefault();
    onFirstUse().then(
      (loaded) => passesCheck(form, loaded) && void fetcher.submit(form),
      () => void fetcher.submit(form),
    );
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
        noValidate={scripted}
        onSubmit={handleSubmit}
        onFocus={prefetchChecks}
        onPointerDown={prefetchChecks}
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
