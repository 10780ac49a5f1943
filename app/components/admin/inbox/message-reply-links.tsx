import { Check, Mail, MessageCircle, Phone, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { replyErrors, type FormReply } from "~/lib/forms/reply";
import { cn } from "~/lib/ui/cn";

const replyButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-card px-4 text-sm font-semibold transition-colors";

/** How long the Undo stays once WhatsApp was opened: 10 seconds of the page being seen. */
export const UNDO_MS = 10_000;

/** The inbox action's answer (services/inbox runInboxAction), as the reply links read it. */
type Answer =
  | { ok: true; notice: string; undo?: string; outcome?: { changed: number; stale: number; missing: number } }
  | { ok: false; reply: FormReply };

/**
 * A message's "Reply": by e-mail (written for them), on WhatsApp when the number allows, or a call.
 * `markOnOpen` (the message as the page shows it, "id:version", while it waits for a reply):
 * opening the WhatsApp reply also marks it Replied, through the page's own inbox action, and
 * an Undo stays for 10 seconds in case WhatsApp was closed unsent. Without JavaScript the link
 * only opens WhatsApp, and the page's "Mark replied" button does the marking.
 */
export function MessageReplyLinks({
  links,
  markOnOpen,
}: {
  links: { email: string; whatsapp?: string; call: string };
  markOnOpen?: string;
}) {
  const mark = useFetcher<Answer>();
  const undo = useFetcher<Answer>();
  const marked = mark.state === "idle" && mark.data?.ok ? mark.data : undefined;
  // The Undo is offered once the page shows the message as Replied (the fetcher's reload is done).
  const undoable = marked?.undo && !undo.data && undo.state === "idle" ? marked.undo : undefined;
  const expired = useShownFor(undoable, UNDO_MS);

  function markReplied(event: React.MouseEvent<HTMLAnchorElement>) {
    // Any click that opens the link (a plain or a modified one); the link itself opens WhatsApp.
    if (!markOnOpen || event.button !== 0 || mark.state !== "idle") return;
    undo.reset();
    void mark.submit({ intent: "replied-on-whatsapp", select: markOnOpen }, { method: "post" });
  }

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
            onClick={markReplied}
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
      {/* Always there, so what appears in it is announced. */}
      <div role="status">
        {undoable && !expired ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-paper p-3 text-sm text-ink">
            <p className="flex flex-1 items-center gap-2">
              <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brass-deep" strokeWidth={1.75} />
              <span>
                Marked replied, as WhatsApp opened.{" "}
                <span className="text-ink-soft">Closed it without sending? Undo.</span>
              </span>
            </p>
            <undo.Form method="post">
              <input type="hidden" name="select" value={undoable} />
              <button type="submit" name="intent" value="unreplied" className={adminStyles.secondary}>
                <Undo2 aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                Undo
              </button>
            </undo.Form>
          </div>
        ) : (
          <Told answer={undo.state === "idle" && undo.data ? undo.data : marked?.undo ? undefined : mark.data} />
        )}
      </div>
    </section>
  );
}

/** What the mark or its Undo did, when it did not simply mark: someone else's change, a refusal, the Undo. */
function Told({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  const words = answer.ok ? answer.notice : (replyErrors(answer.reply)[""] ?? "");
  if (!words) return null;
  return <p className="mt-3 rounded-card border border-line bg-paper p-3 text-sm text-ink">{words}</p>;
}

/**
 * True once `key` has been on screen for `ms` while the page was seen: the time a phone
 * spends in WhatsApp (the page hidden) does not count, so the Undo is still there on return.
 */
function useShownFor(key: string | undefined, ms: number): boolean {
  const [expiredFor, setExpiredFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    let left = ms;
    let since = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (document.visibilityState !== "visible" || since) return;
      since = Date.now();
      timer = setTimeout(() => setExpiredFor(key), left);
    };
    const pause = () => {
      clearTimeout(timer);
      if (since) left -= Date.now() - since;
      since = 0;
    };
    const onVisibility = () => (document.visibilityState === "visible" ? run() : pause());
    run();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [key, ms]);
  return key !== undefined && expiredFor === key;
}
