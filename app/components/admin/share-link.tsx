import { Copy, MessageCircle } from "lucide-react";
import { useId, useState } from "react";
import { copyText } from "~/components/ui/copy-text";
import { useMounted } from "~/components/ui/use-mounted";
import { adminStyles } from "./admin-styles";
import { FormMessage } from "./form-message";

export type SharedLink = { url: string; shareHref: string; name: string; mailedTo: string | null; validUntil: string };

/**
 * A one-time link just made (an invitation, a password reset), shown this once: to
 * copy, or to send on WhatsApp, and whether it was also e-mailed. The server keeps
 * only its hash, so it cannot be shown again: a lost link is revoked and made anew.
 */
export function ShareLink({ link, title }: { link: SharedLink; title: string }) {
  const mounted = useMounted();
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <FormMessage tone="success" className="mt-4">
      <h2 className="font-sans text-base font-semibold">{title}</h2>
      <p className="mt-1">
        Send it to {link.name}. It works once, until {link.validUntil}, and is shown only now.
        {link.mailedTo && ` It was also e-mailed to ${link.mailedTo}.`}
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        Link
      </label>
      <input
        id={id}
        readOnly
        value={link.url}
        data-testid="one-time-link"
        className={`${adminStyles.input} mt-1 font-mono text-sm`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {mounted && (
          <button
            type="button"
            className={adminStyles.secondary}
            onClick={() => void copyText(link.url).then(setCopied)}
          >
            <Copy aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            {copied ? "Copied" : "Copy link"}
          </button>
        )}
        <a href={link.shareHref} target="_blank" rel="noreferrer noopener" className={adminStyles.secondary}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Send on WhatsApp
        </a>
      </div>
    </FormMessage>
  );
}
