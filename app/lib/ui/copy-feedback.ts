/** The copied indicator shows for 2 seconds after copying, then clears (docs/behaviour.md#offers). */
export const COPIED_FEEDBACK_MS = 2000;

/** The toast after a successful copy. */
export function copiedToast(code: string) {
  return { title: "Code Copied!", description: `${code} has been copied to your clipboard.` } as const;
}
