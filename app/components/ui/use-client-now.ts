import { useSyncExternalStore } from "react";

/**
 * The visitor's current time, refreshed every minute; null on the server and while
 * hydrating. Anything that depends on "now" (open now, next closure) must not be
 * baked into prerendered HTML, so it renders a placeholder until this is non-null.
 */
let current: number | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      current = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
      current = undefined;
    }
  };
}

function getSnapshot(): number {
  current ??= Date.now();
  return current;
}

export function useClientNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
