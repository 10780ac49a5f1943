import { MailCheck, Server, ShieldCheck } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { useMounted } from "~/components/ui/use-mounted";
import { issueErrors } from "~/lib/forms/issue-errors";
import { replyErrors, type FormReply } from "~/lib/forms/reply";
import { mailFormSchema } from "~/lib/mail/mail-form";
import { MAIL_PRESETS, presetById, presetOf } from "~/lib/mail/mail-presets";
import { type MailServer, SECURITY, SECURITY_LABELS } from "~/lib/mail/mail-server";
import { SaveBar, SaveOutcome, SettingsHeader, typedValues } from "./settings-frame";

/**
 * Settings → Mail as the owner sees it: the server's own settings read-only when
 * SMTP_URL is set, else the form (a provider fills host, port and security at once
 * with JavaScript, through "Fill in" without it), and the test e-mail's outcome in
 * the mail server's own words.
 */
export type MailActionResult =
  | { intent: "save"; reply?: FormReply; conflict?: true; message?: string }
  | { intent: "preset"; preset: string; values: Record<string, string> }
  | { intent: "test"; test: { ok: true; to: string[] } | { ok: false; answer: string; hint?: string } };

type Props = {
  serverSet: MailServer | null;
  saved: MailServer | null;
  version: number;
  passwordSaved: boolean;
  passwordUnreadable: boolean;
  updated: { by: string; when: string } | null;
  verified: boolean;
  verifyHref: string;
  ownerEmail: string | null;
  notice: "saved" | null;
  result: MailActionResult | undefined;
  busy: boolean;
};

const fieldset = "space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6";
const legend = "px-1 font-display text-2xl text-ink";
const CONFLICT = "The mail settings were changed by someone else since you opened them";

export function MailSettingsPage(props: Props) {
  const { serverSet, result } = props;
  const saveResult = result?.intent === "save" ? result : undefined;
  return (
    <div className="mx-auto max-w-3xl pb-28 md:pb-0">
      <SettingsHeader
        title="Mail"
        lead="The mail server the site sends through: an e-mail about each new message and visit booking, and staff invitations and password resets."
      />
      {serverSet ? (
        <ServerSetPanel server={serverSet} />
      ) : (
        <>
          <SaveOutcome
            saved={props.notice === "saved" ? "Saved: the next alert goes through these settings." : null}
            failed={saveResult}
            conflictMessage={CONFLICT}
            reloadTo="/admin/settings/mail"
          />
          <MailForm key={props.version} {...props} />
        </>
      )}
      <TestMail {...props} />
    </div>
  );
}

function ServerSetPanel({ server }: { server: MailServer }) {
  return (
    <section aria-labelledby="server-set-title" className={`${fieldset} mt-6`}>
      <h2 id="server-set-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <Server aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
        Set by the server
      </h2>
      <p className="text-sm text-ink-soft">
        SMTP_URL and NOTIFY_EMAIL are set in the server's environment, so they are used and cannot be changed here. To
        manage mail from this screen, remove them from the server and restart it.
      </p>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        {[
          ["Server", `${server.host}:${server.port}`],
          [
            "Security",
            server.security === "tls"
              ? "TLS from the start (smtps://)"
              : "STARTTLS when the server offers it (smtp://)",
          ],
          ["User name", server.username || "None: no sign-in"],
          ["Password", "Kept on the server, not shown"],
          ["Sender address", server.from],
          ["Who is alerted", server.notify.join(", ")],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-soft">{term}</dt>
            <dd className="mt-0.5 font-medium [overflow-wrap:anywhere] text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function MailForm(props: Props) {
  const { saved, result, busy } = props;
  const mounted = useMounted();
  const reply = result?.intent === "save" ? result.reply : undefined;
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? replyErrors(reply);
  const form = useRef<HTMLFormElement>(null);

  // The server's own rules first, in the browser, so a mistake shows beside its field at once.
  function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save") return;
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = mailFormSchema.safeParse(fields);
    // Passed: the server's answer (a refusal only it can make) is what shows next.
    setChecked(parsed.success ? null : issueErrors(parsed.error));
    if (!parsed.success) {
      const next = issueErrors(parsed.error);
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
    }
  }
  // What the fields start from: a "Fill in" answer (no JavaScript), what was typed into a refused save, the saved row.
  const start: Record<string, string> = {
    host: saved?.host ?? "",
    port: saved ? String(saved.port) : "",
    security: saved?.security ?? "tls",
    username: saved?.username ?? "",
    from: saved?.from ?? "",
    notify: saved?.notify.join(", ") ?? "",
    ...(result?.intent === "preset" ? result.values : typedValues(reply)),
  };
  const [server, setServer] = useState({ host: start.host!, port: start.port!, security: start.security! });
  const [preset, setPreset] = useState<string>(
    result?.intent === "preset" ? result.preset : start.host ? presetOf(server) : "",
  );
  const chosen = presetById(preset);

  function choose(id: string) {
    setPreset(id);
    const fill = presetById(id)?.fill;
    if (fill) setServer({ host: fill.host, port: String(fill.port), security: fill.security });
  }

  return (
    <Form method="post" action="/admin/settings/mail" ref={form} onSubmit={check} noValidate className="mt-6 space-y-8">
      <input type="hidden" name="version" value={props.version} />
      {!props.verified && (
        <FormMessage tone="info">
          <p className="flex items-start gap-2">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
            <span>
              Saving asks you to confirm it is you first (your password, an app code or a passkey): these settings hold
              a mailbox's password and decide who reads every message.{" "}
              <Link to={props.verifyHref} className="font-medium text-brass-deep underline underline-offset-4">
                Verify it's you
              </Link>
            </span>
          </p>
        </FormMessage>
      )}

      <fieldset className={fieldset}>
        <legend className={legend}>Mail server</legend>
        <Field
          label="Provider"
          hint={chosen?.hint ?? "Choose where the store's mailbox is: its server settings are filled in for you."}
        >
          {/* On a phone the button goes under the list: beside it, it cut the provider's name short. */}
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-stretch">
            <Select
              name="preset"
              value={preset}
              onChange={(event) => choose(event.currentTarget.value)}
              className="min-w-0 sm:flex-1"
            >
              <option value="">Choose your provider</option>
              {MAIL_PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </Select>
            {/* Without JavaScript, the choice fills the fields through the server; with it, at once. */}
            {!mounted && (
              <Button
                type="submit"
                name="intent"
                value="preset"
                variant="subtle"
                size="compact"
                className="sm:mt-2"
                formNoValidate
              >
                Fill in
              </Button>
            )}
          </div>
        </Field>
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
          <Field label="Server" required error={errors.host} hint="e.g. smtp.zoho.in">
            <Input
              name="host"
              value={server.host}
              onChange={(event) => setServer({ ...server, host: event.currentTarget.value })}
              maxLength={253}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
            />
          </Field>
          <Field label="Port" required error={errors.port}>
            <Input
              name="port"
              value={server.port}
              onChange={(event) => setServer({ ...server, port: event.currentTarget.value })}
              inputMode="numeric"
              maxLength={5}
            />
          </Field>
        </div>
        <Field
          label="Security"
          required
          error={errors.security}
          hint="Port 465 goes with TLS from the start, 587 with STARTTLS. None only for a server on the shop's own network."
        >
          <Select
            name="security"
            value={server.security}
            onChange={(event) => setServer({ ...server, security: event.currentTarget.value })}
          >
            {SECURITY.map((s) => (
              <option key={s} value={s}>
                {SECURITY_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Signing in</legend>
        <Field
          label="User name"
          optional
          error={errors.username}
          hint="Usually the mailbox's full address. Leave empty for a server that takes mail without signing in."
        >
          <Input
            name="username"
            defaultValue={start.username}
            maxLength={254}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field
          label="Password"
          optional={!props.passwordSaved}
          error={errors.password}
          hint={
            props.passwordUnreadable
              ? "The saved password can no longer be read (the server's SESSION_SECRET changed): type it again."
              : props.passwordSaved
                ? "Saved; type a new one to replace it."
                : "For Gmail, Zoho and Microsoft 365 with two-step sign-in: an app password."
          }
        >
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={500}
            placeholder={props.passwordSaved && !props.passwordUnreadable ? "Saved" : undefined}
          />
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Sending</legend>
        <Field
          label="Sender address"
          required
          error={errors.from}
          hint="The address the e-mails come from. Most providers send only from the signed-in mailbox's address."
        >
          <Input name="from" type="email" defaultValue={start.from} maxLength={254} autoCapitalize="none" />
        </Field>
        <Field
          label="Who is alerted"
          required
          error={errors.notify}
          hint="One address or several, separated by commas: each gets an e-mail about every new message and booking."
        >
          <Textarea name="notify" rows={2} defaultValue={start.notify} maxLength={2600} autoCapitalize="none" />
        </Field>
      </fieldset>

      {props.updated && (
        <p className="text-xs text-ink-soft">
          Last saved by {props.updated.by}, {props.updated.when}.
        </p>
      )}
      <SaveBar>
        <Button type="submit" name="intent" value="save" variant="primary" size="compact" disabled={busy}>
          Save the mail settings
        </Button>
      </SaveBar>
    </Form>
  );
}

function TestMail(props: Props) {
  const { result, busy } = props;
  const test = result?.intent === "test" ? result.test : undefined;
  const ready = props.serverSet !== null || props.saved !== null;
  const to = props.ownerEmail ?? (props.serverSet ?? props.saved)?.notify.join(", ");
  return (
    <section aria-labelledby="test-title" className={`${fieldset} mt-8`}>
      <h2 id="test-title" className="flex items-center gap-2 font-display text-2xl text-ink">
        <MailCheck aria-hidden="true" className="h-5 w-5 text-brass-deep" strokeWidth={1.75} />
        Test
      </h2>
      <p className="text-sm text-ink-soft">
        {!ready
          ? "Save the settings first: the test goes through them as saved."
          : `Sends one e-mail through ${props.serverSet ? "the server's settings" : "the settings as saved"}${to ? ` to ${to}` : ""}. If it fails, you see the mail server's own answer.`}
      </p>
      <div aria-live="polite" className="empty:hidden">
        {test?.ok === true && (
          <FormMessage tone="success">
            Sent to <strong className="[overflow-wrap:anywhere]">{test.to.join(", ")}</strong>: the mail server took it.
            Look in that inbox (and its spam folder).
          </FormMessage>
        )}
        {test?.ok === false && (
          <FormMessage tone="error">
            <p className="font-medium">The test e-mail was not sent.</p>
            <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere]" data-smtp-answer>
              {test.answer}
            </p>
            {test.hint && <p className="mt-2">{test.hint}</p>}
          </FormMessage>
        )}
      </div>
      {/* Posted to the plain address: a "Saved" notice from before does not show again beside the test's outcome. */}
      <Form method="post" action="/admin/settings/mail">
        <button
          type="submit"
          name="intent"
          value="test"
          disabled={busy || !ready}
          className={buttonVariants({ variant: "outlineDark", size: "compact" })}
        >
          Send a test e-mail
        </button>
      </Form>
    </section>
  );
}
