import { Toaster } from "sonner";

/**
 * The one place toasts appear. Sonner's defaults are the spec's constants (4 s,
 * 3 visible, 356 px wide, 14 px gap, Alt+T focuses the region); we only theme it.
 * Mount it in the routes that toast, so other pages do not ship its script.
 */
export function ToastHost() {
  return (
    <Toaster
      position="bottom-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-card !border-line !bg-paper !text-ink !font-sans",
          description: "!text-ink-soft",
          error: "!border-danger/40",
        },
      }}
    />
  );
}
