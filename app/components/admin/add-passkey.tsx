import { Fingerprint, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { useMounted } from "~/components/ui/use-mounted";
import { adminStyles } from "./admin-styles";
import { RecoveryCodeList } from "./recovery-code-list";

type Answer = { ok?: boolean; message?: string; options?: unknown; recoveryCodes?: string[] | null; verify?: string };

async function post(body: unknown): Promise<Answer> {
  const response = await fetch("/admin/account/passkeys", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  return ((await response.json().catch(() => ({}))) ?? {}) as Answer;
}

/**
 * Adds a passkey to one's own account: the phone or computer makes a key for this
 * site after its own lock screen. Needs JavaScript and a browser with passkeys; the
 * WebAuthn helper is loaded when pressed.
 */
export function AddPasskey() {
  const mounted = useMounted();
  const revalidator = useRevalidator();
  const id = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!mounted) {
    return <p className="mt-3 text-sm text-ink-soft">Adding a passkey needs JavaScript.</p>;
  }
  if (typeof window === "undefined" || !("PublicKeyCredential" in window)) {
    return <p className="mt-3 text-sm text-ink-soft">This browser cannot make passkeys.</p>;
  }

  async function add() {
    setBusy(true);
    setMessage(null);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const first = await post({ step: "options" });
      // Not confirmed in the last 10 minutes: the "verify it's you" step first, then back here.
      if (first.verify) return window.location.assign(first.verify);
      if (!first.ok || !first.options) throw new Error(first.message ?? "Try again.");
      const response = await startRegistration({ optionsJSON: first.options as never });
      const second = await post({ step: "register", response, name });
      if (!second.ok) throw new Error(second.message ?? "The passkey was not added.");
      setMessage({ ok: true, text: "Passkey added. You can sign in with it now." });
      if (second.recoveryCodes) setCodes(second.recoveryCodes);
      setName("");
      await revalidator.revalidate();
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setMessage({ ok: false, text: cancelled ? "No passkey was made." : (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4">
      <label htmlFor={id} className={adminStyles.label}>
        Name for this passkey (optional)
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
          placeholder="e.g. My phone"
          className={`${adminStyles.input} min-w-0 flex-1 sm:max-w-xs`}
        />
        <Button type="button" variant="dark" size="compact" disabled={busy} onClick={() => void add()}>
          {busy ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
          ) : (
            <Fingerprint aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          )}
          Add a passkey
        </Button>
      </div>
      {message && (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "mt-2 text-sm" : "mt-2 text-sm text-danger"}>
          {message.text}
        </p>
      )}
      {codes && <RecoveryCodeList codes={codes} />}
    </div>
  );
}
