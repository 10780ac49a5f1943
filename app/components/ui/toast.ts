import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner in the page's first download: the library loads after
 * hydration, when <ToastHost /> mounts, and a toast waits until the host listens
 * (sonner drops toasts fired before its Toaster subscribes).
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast host once sonner's Toaster is subscribed. */
export function toastHostReady() {
  markReady();
}

async function show(kind: "success" | "error" | "message", title: string, options?: ExternalToast) {
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), hostReady]);
  sonnerToast[kind](title, options);
}

export const toast = {
  success: (title: string, options?: ExternalToast) => void show("success", title, options),
  error: (title: string, options?: ExternalToast) => void show("error", title, options),
  message: (title: string, options?: ExternalToast) => void show("message", title, options),
};
