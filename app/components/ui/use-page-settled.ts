import { useSyncExternalStore } from "react";

/**
 * True once the page has finished loading (`load`) and the browser then had an idle
 * moment; false on the server and during hydration. For downloads nobody needs for
 * the first screen (the next carousel slide's picture), so they never compete with
 * it for a phone's bandwidth.
 */
let settled = false;
const listeners = new Set<() => void>();
let waiting = false;

function settle() {
  settled = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function waitForSettled() {
  if (waiting || settled) return;
  waiting = true;
  const idle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(settle, { timeout: 2_000 }) : setTimeout(settle, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function subscribe(listener: () => void) {
  if (settled) return () => {};
  listeners.add(listener);
  waitForSettled();
  return () => listeners.delete(listener);
}

export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
