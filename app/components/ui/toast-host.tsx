import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { loadSonner, toastHostReady } from "./toast";
import { useMounted } from "./use-mounted";

const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster(props: ComponentProps<typeof SonnerToaster>) {
      // Children's effects run first: by now sonner's Toaster has subscribed.
      useEffect(() => toastHostReady(), []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/**
 * The one place toasts appear. Sonner's defaults are the site's (docs/behaviour.md#toasts: 4 s,
 * 3 visible, 356 px wide, 14 px gap, Alt+T focuses the region); we only theme it.
 * Mount it in the routes that toast; it loads after hydration, so the pages that
 * toast do not carry sonner in their first download.
 */
export function ToastHost({ aboveTabBar = false }: { aboveTabBar?: boolean }) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        closeButton
        // The staff area's phone tab bar is 4rem high: toasts sit above it, clear of its tabs.
        mobileOffset={aboveTabBar ? { bottom: "calc(5rem + env(safe-area-inset-bottom))" } : undefined}
        toastOptions={{
          classNames: {
            toast: "!rounded-card !border-line !bg-paper !text-ink !font-sans",
            description: "!text-ink-soft",
            error: "!border-danger/40",
          },
        }}
      />
    </Suspense>
  );
}
