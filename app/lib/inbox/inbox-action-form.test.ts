import { describe, expect, it } from "vitest";
import { readInboxAction } from "./inbox-action-form.ts";
import { replyErrors } from "../forms/reply.ts";

const post = (entries: Array<[string, string]>) => new URLSearchParams(entries);

describe("an inbox action as posted, read the one way (lib/forms)", () => {
  it("reads the action, the selected messages at the versions seen, and the delete's confirmation", () => {
    const read = readInboxAction(
      post([
        ["intent", "archive"],
        ["select", "12:3"],
        ["select", "14:0"],
        ["select", "12:3"],
        ["select", "nonsense"],
      ]),
    );
    expect(read).toMatchObject({
      ok: true,
      intent: "archive",
      targets: [
        { id: 12, version: 3 },
        { id: 14, version: 0 },
      ],
      confirmed: false,
    });
    expect(
      readInboxAction(
        post([
          ["intent", "delete"],
          ["select", "9:1"],
          ["confirmed", "yes"],
        ]),
      ),
    ).toMatchObject({
      ok: true,
      targets: [{ id: 9, version: 1 }],
      confirmed: true,
    });
  });

  it("refuses in the words staff see, as a FormReply's form error", () => {
    const unknown = readInboxAction(
      post([
        ["intent", "archive\u0000"],
        ["select", "12:3"],
      ]),
    );
    expect(unknown.ok).toBe(false);
    expect(replyErrors(unknown.refuse("That action is not known. Reload the page and try again."))[""]).toBe(
      "That action is not known. Reload the page and try again.",
    );
    const none = readInboxAction(post([["intent", "archive"]]));
    expect(none).toMatchObject({ ok: true, targets: [] });
    expect(none.refuse("Select at least one message first.")).toMatchObject({
      status: "error",
      error: { "": ["Select at least one message first."] },
    });
  });
});
