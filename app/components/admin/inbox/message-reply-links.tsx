import { Mail, MessageCircle, Phone } from "lucide-react";
import { cn } from "~/lib/ui/cn";

const replyButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-card px-4 text-sm font-semibold transition-colors";

/** A message's "Reply": by e-mail (written for them), on WhatsApp when the number allows, or a call. */
export function MessageReplyLinks({ links }: { links: { email: string; whatsapp?: string; call: string } }) {
  return (
    <section aria-labelledby="reply-title" className="mt-6">
      <h2 id="reply-title" className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
        Reply
      </h2>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        <a href={links.email} className={cn(replyButton, "bg-ink text-ivory hover:bg-[#26314a]")}>
          <Mail aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Reply by e-mail
        </a>
        {links.whatsapp ? (
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(replyButton, "border border-ink/30 bg-paper text-ink hover:border-ink")}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            Reply on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="flex min-h-12 items-center justify-center rounded-card border border-dashed border-line px-3 text-center text-xs text-ink-soft">
            No WhatsApp: the phone number is not a complete number
          </p>
        )}
        <a href={links.call} className={cn(replyButton, "border border-ink/30 bg-paper text-ink hover:border-ink")}>
          <Phone aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          Call
        </a>
      </div>
    </section>
  );
}
