import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { useMounted } from "./use-mounted";

/**
 * A modal dialog on the platform's own <dialog>: showModal() gives the top layer, an
 * inert page behind, initial focus and Escape; we add a focus loop (Tab never leaves
 * the dialog), backdrop close, scroll lock and focus return. About 1 KB instead of a
 * dialog library. The parts follow Radix's names and shadcn's habits: each spreads
 * its props onto its element and carries a `data-slot`.
 *
 * Focus return belongs to the dialog: on close it goes back to what opened it (the
 * focused element, or the control last pressed, for browsers that do not focus a
 * clicked button), or to `returnFocusTo` when the caller names another target. When
 * one dialog replaces another (a grid that opens a fullscreen view), the new one
 * keeps the old one's return target, and the old one leaves the focus where it is.
 *
 * A dialog open in the server's HTML (an item's own URL) is written `<dialog open>`:
 * without JavaScript that is a non-modal dialog over the page, so the page shows it
 * and its links work; the caller marks the page behind it `inert`. Once the script
 * runs, it becomes modal like any other.
 */
type DialogContextValue = {
  close: () => void;
  titleId: string;
  descriptionId: string;
  returnFocusTo?: () => HTMLElement | null;
};
const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error("Dialog parts must be inside <Dialog.Root>");
  return context;
}

export function Root({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes, if not back to what opened it. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  return (
    <DialogContext.Provider value={{ close: () => onOpenChange(false), titleId, descriptionId, returnFocusTo }}>
      {children}
    </DialogContext.Provider>
  );
}

// Safari does not focus a button when it is clicked, so "what opened the dialog" is
// also taken from the last control pressed.
let lastPressed: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener(
    "pointerdown",
    (event) => {
      lastPressed = (event.target as Element | null)?.closest?.<HTMLElement>("button, a[href], [tabindex]") ?? null;
    },
    true,
  );
}

/** The return target of each open dialog, inherited by a dialog opened from inside it. */
const returnTargets = new WeakMap<Element, HTMLElement>();

function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastPressed?.isConnected ? lastPressed : null;
}

type ContentProps = ComponentProps<"div"> & {
  /** Classes of the full-screen layer behind the panel (colour, blur). */
  overlayClassName?: string;
  /**
   * Rendered in the dialog's own layer beside the panel, for what must show over the
   * dialog and stay reachable while the page behind is inert (a toast host).
   */
  layer?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Content({ overlayClassName, layer, children, ...panelProps }: ContentProps) {
  const { close, titleId, descriptionId, returnFocusTo } = useDialog();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Open in the HTML only when rendered on the server (and so while hydrating): a
  // dialog opened later starts closed and opens modal in the effect below. Fixed at
  // the first render: changing the attribute afterwards would close the modal dialog.
  const mounted = useMounted();
  const [openInHtml] = useState(!mounted);
  const returnFocusToRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusToRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = openerOf();
    const parent = opener?.closest("dialog");
    const inherited = parent ? returnTargets.get(parent) : undefined;
    const target = inherited ?? opener;
    if (target) returnTargets.set(dialog, target);
    // Server-rendered open, non-modal: reopened modal (inert page behind, focus inside).
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      // A tick later, as Radix does: the parent has committed its new state by then.
      setTimeout(() => {
        // Another dialog took over (and has the focus): it returns focus when it closes.
        if (document.activeElement?.closest("dialog[open]")) return;
        const chosen = returnFocusToRef.current?.();
        const fallback = target?.isConnected ? target : null;
        (chosen ?? fallback)?.focus();
      });
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      data-slot="dialog"
      open={openInHtml || undefined}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: let React state close it, so the tree and the element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={keepFocusInside}
      // z-index: a non-modal dialog (server-rendered open) is not in the top layer.
      className="fixed inset-0 z-[70] m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      <div
        aria-hidden="true"
        data-slot="dialog-overlay"
        className={overlayClassName ?? "fixed inset-0 bg-ink/70"}
        onClick={close}
      />
      <div data-slot="dialog-content" {...panelProps}>
        {children}
      </div>
      {layer}
    </dialog>
  );
}

export function Title({ className, ...props }: ComponentProps<"h2">) {
  return <h2 id={useDialog().titleId} data-slot="dialog-title" className={className} {...props} />;
}

/** Every dialog has one: the dialog is described by it. */
export function Description({ className, ...props }: ComponentProps<"p">) {
  return <p id={useDialog().descriptionId} data-slot="dialog-description" className={className} {...props} />;
}

/**
 * The close control of a dialog that has its own URL: a link to the page without it
 * (what it does before the script runs, and without it); once the script runs, a
 * plain click closes the dialog through its owner (`onOpenChange`), which goes there
 * its own way. A modified click (new tab, new window) is the link's.
 */
export function CloseLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  const { close } = useDialog();
  return (
    <Link
      preventScrollReset
      data-slot="dialog-close"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        close();
      }}
      {...props}
    />
  );
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Closes the dialog after the caller's own `onClick` (which may `preventDefault()` to keep it open). */
export function Close({ className, onClick, ...props }: ComponentProps<"button">) {
  const { close } = useDialog();
  return (
    <button
      type="button"
      data-slot="dialog-close"
      className={className}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
      {...props}
    />
  );
}
