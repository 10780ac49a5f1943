/** SPEC §9: the copied indicator shows for 2 seconds after copying, then clears. */
export const COPIED_FEEDBACK_MS = 2000;

/** The toast after a successful copy (SPEC §8 "Code Copied!"). */
export function copiedToast(code: string) {
  return { title: "Code Copied!", description: `${code} has been copied to your clipboard.` } as const;
}
