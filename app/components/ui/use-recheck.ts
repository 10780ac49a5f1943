import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { RECHECK_FIELD, RECHECK_WAIT_MS } from "~/lib/contact/contact-fields";

/**
 * A public form whose post was kept aside for its form token (sent within seconds of
 * the page opening, or from a page open for days): after the wait the server asks for,
 * the same form goes again with the re-check, and is counted then (services/intake).
 * The booking and the review forms share it; returns the ref their <Form> takes.
 */
export function useRecheckResend(recheck: string | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    if (!recheck || !form.current) return;
    const again = new FormData(form.current);
    again.set(RECHECK_FIELD, recheck);
    const timer = window.setTimeout(() => submit(again, { method: "post" }), RECHECK_WAIT_MS + 250);
    return () => window.clearTimeout(timer);
  }, [recheck, submit]);
  return form;
}
