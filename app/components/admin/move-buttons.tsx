import { ArrowDown, ArrowUp, ArrowUpToLine } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * "Move up" / "Move down" for one row of an ordered list (photos, filters, items),
 * and where the list has one, "Move to first" (a photo's "Make cover"): plain submit
 * buttons whose value says what moves where (`<intent>:up:<id>`, `<intent>:first:<id>`),
 * so they work without JavaScript and move as far as asked in one post; drag is the
 * other way to reorder where there is one. The action reads the value back with
 * `moveIntent` (lib/ui/move-intent.ts).
 */
export function MoveButtons({
  intent,
  id,
  index,
  count,
  label,
  formAction,
  disabled = false,
  first,
  firstShort,
  steps = true,
  onFirst,
}: {
  /** The value's prefix, e.g. "photo", "filter", "item". */
  intent: string;
  id: number;
  index: number;
  count: number;
  /** What moves, as a screen reader says it: "Move {label} up". */
  label: string;
  /** Where the buttons post, when not to their form's own action. */
  formAction?: string;
  /** All off, e.g. while a move is on its way. */
  disabled?: boolean;
  /** A "move to first" button, with these words ("Make cover"), or "Move to first" for `true`; none on the first row. */
  first?: string | true;
  /** Shorter words for it on a phone while the step buttons stand beside it ("Cover"), so the row keeps one line. */
  firstShort?: string;
  /** The step buttons (up, down); a list that reorders by drag with script shows only the move to first. */
  steps?: boolean;
  /** With script: the caller sends the move to first itself (no page load), and the button posts nothing. */
  onFirst?: () => void;
}) {
  const step = (direction: "up" | "down") => (
    <Button
      type="submit"
      name="intent"
      value={`${intent}:${direction}:${id}`}
      formAction={formAction}
      formNoValidate
      disabled={disabled || (direction === "up" ? index === 0 : index === count - 1)}
      aria-label={`Move ${label} ${direction}`}
      variant="subtle"
      size="icon"
    >
      {direction === "up" ? (
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      ) : (
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      )}
    </Button>
  );
  const words = first === true ? "Move to first" : first;
  return (
    <>
      {words && index > 0 && (
        <Button
          {...(onFirst
            ? { type: "button" as const, onClick: onFirst }
            : {
                type: "submit" as const,
                name: "intent",
                value: `${intent}:first:${id}`,
                formAction,
                formNoValidate: true,
              })}
          disabled={disabled}
          aria-label={`${words}: ${label}`}
          variant="subtle"
          size="compact"
        >
          <ArrowUpToLine aria-hidden="true" className="h-4 w-4" />
          {steps && firstShort ? (
            <>
              <span className="max-sm:hidden">{words}</span>
              <span className="sm:hidden">{firstShort}</span>
            </>
          ) : (
            words
          )}
        </Button>
      )}
      {steps && step("up")}
      {steps && step("down")}
    </>
  );
}
