import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * "Move up" / "Move down" for one row of an ordered list (photos, filters, items):
 * plain submit buttons whose value says what moves where (`<intent>:up:<id>`), so
 * they work without JavaScript; drag is the other way to reorder where there is one.
 * The action reads the value back with `moveIntent` (lib/ui/move-intent.ts).
 */
export function MoveButtons({
  intent,
  id,
  index,
  count,
  label,
  formAction,
  disabled = false,
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
  /** Both off, e.g. while a move is on its way. */
  disabled?: boolean;
}) {
  const button = (direction: "up" | "down") => (
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
  return (
    <>
      {button("up")}
      {button("down")}
    </>
  );
}
