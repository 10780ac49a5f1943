import type { ComponentProps } from "react";
import { type ButtonStyleProps, buttonVariants } from "./button-variants";

/** A real button in one of the site's button looks (see button-variants.ts). */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyleProps) {
  return <button type={type} data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}
