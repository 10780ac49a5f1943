import {
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
} from "react";

/**
 * A modal dialog on the platform's own <dialog>: showModal() gives the top layer, an
 * inert page behind, initial focus and Escape; we add a focus loop (Tab never leaves
 * the dialog), backdrop close, scroll lock and focus return. About 1 KB instead of a
 * dialog library. The shape follows Radix's parts so call sites read the same.
 */
type DialogContextValue = { close: () => void; titleId: string; descriptionId: string };
const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error("Dialog parts must be inside <Dialog.Root>");
  return context;
}

export function Root({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  return (
    <DialogContext.Provider value={{ close: () => onOpenChange(false), titleId, descriptionId }}>
      {children}
    </DialogContext.Provider>
  );
}

type ContentProps = HTMLAttributes<HTMLDivElement> & {
  /** Classes of the full-screen layer behind the panel (colour, blur). */
  overlayClassName?: string;
  /** Runs when the dialog closes; `preventDefault()` keeps focus from returning to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
  "data-testid"?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Content({ overlayClassName, onCloseAutoFocus, children, ...panelProps }: ContentProps) {
  const { close, titleId, descriptionId } = useDialog();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseAutoFocusRef = useRef(onCloseAutoFocus);
  useEffect(() => {
    onCloseAutoFocusRef.current = onCloseAutoFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
      // A tick later, as Radix does: the parent has committed its new state by then
      // (e.g. a grid dialog replaced by a carousel that now holds the focus).
      setTimeout(() => {
        const event = new Event("closeautofocus", { cancelable: true });
        onCloseAutoFocusRef.current?.(event);
        if (!event.defaultPrevented) opener?.focus();
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
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: let React state close it, so the tree and the element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={keepFocusInside}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      <div aria-hidden="true" className={overlayClassName ?? "fixed inset-0 bg-ink/70"} onClick={close} />
      <div {...panelProps}>{children}</div>
    </dialog>
  );
}

export function Title({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useDialog().titleId} className={className}>
      {children}
    </h2>
  );
}

/** Every dialog has one: the dialog is described by it. */
export function Description({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p id={useDialog().descriptionId} className={className}>
      {children}
    </p>
  );
}

export function Close({ className, children, ...props }: HTMLAttributes<HTMLButtonElement>) {
  const { close } = useDialog();
  return (
    <button type="button" {...props} onClick={close} className={className}>
      {children}
    </button>
  );
}
