import { Fingerprint, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useMounted } from "~/components/ui/use-mounted";
import { cn } from "~/lib/ui/cn";

type Answer = { ok?: boolean; message?: string; next?: string; options?: unknown };

async function postJson(endpoint: string, body: unknown): Promise<{ status: number; answer: Answer }> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, answer: ((await response.json().catch(() => ({}))) ?? {}) as Answer };
}

/**
 * "Sign in with a passkey": asks the server for a challenge, lets the browser ask
 * the phone or computer (its lock screen), sends the answer back, and goes in. Needs
 * JavaScript and a browser with passkeys, so it is drawn only where both are; the
 * WebAuthn helper is loaded when pressed, not with the page.
 */
export function PasskeySignIn({
  purpose,
  next,
  className,
}: {
  /** "verify": the "verify it's you" step of a signed-in session, which then goes back to `next`. */
  purpose: "sign-in" | "second-step" | "verify";
  next?: string;
  className?: string;
}) {
  const mounted = useMounted();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!mounted || typeof window === "undefined" || !("PublicKeyCredential" in window)) return null;

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const endpoint = purpose === "verify" ? "/admin/account/verify/passkey" : "/admin/passkey";
      const first = await postJson(endpoint, { step: "options", purpose, next });
      if (!first.answer.ok || !first.answer.options) throw new Error(first.answer.message ?? "Try again.");
      const response = await startAuthentication({ optionsJSON: first.answer.options as never });
      const second = await postJson(endpoint, { step: "verify", purpose, response, next });
      if (!second.answer.ok) throw new Error(second.answer.message ?? "That passkey was not accepted.");
      window.location.assign(second.answer.next ?? "/admin/dashboard");
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setProblem(
        cancelled
          ? `The passkey was not used. Try again, or use your password${purpose === "verify" ? " above" : ""}.`
          : (error as Error).message,
      );
      setBusy(false);
    }
  }

  return (
    <div className={cn("space-y-2", className)}>
      <Button type="button" variant="subtle" size="lg" className="w-full" disabled={busy} onClick={() => void signIn()}>
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
        ) : (
          <Fingerprint aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
        )}
        {purpose === "sign-in" ? "Sign in with a passkey" : "Use a passkey"}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
