import { describe, expect, it } from "vitest";
import { COPIED_FEEDBACK_MS, copiedToast } from "./copy-feedback.ts";

describe("copy feedback", () => {
  it("shows the copied state for 2 seconds and names the code in the toast", () => {
    expect(COPIED_FEEDBACK_MS).toBe(2000);
    expect(copiedToast("WELCOME10")).toEqual({
      title: "Code Copied!",
      description: "WELCOME10 has been copied to your clipboard.",
    });
  });
});
