import { MessageCircle } from "lucide-react";
import { store } from "~/content/store";
import { chatLink } from "~/lib/links";

export function ChatButton() {
  // app.css hides it by this label while a dialog or a menu is open (no script needed).
  return (
    <aside aria-label="Chat with the store">
      <a
        href={chatLink(store.chatPhone.e164)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us!"
        className="group fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#1e6b45] text-white shadow-lg shadow-ink/20 transition-transform duration-200 hover:scale-105"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" strokeWidth={1.75} />
        <span
          role="tooltip"
          className="pointer-events-none absolute right-full mr-3 rounded-card bg-ink px-3 py-1.5 text-sm whitespace-nowrap text-ivory opacity-0 transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          Chat with us!
        </span>
      </a>
    </aside>
  );
}
