import { cn } from "~/lib/ui/cn";

/** Eyebrow, serif title and a short lead, as every showcase section opens. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "dark",
  id,
  as: Heading = "h2",
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  tone?: "dark" | "light";
  id?: string;
  as?: "h1" | "h2";
  className?: string;
}) {
  return (
    <div className={cn(align === "center" && "mx-auto text-center", "max-w-2xl", className)}>
      {eyebrow && (
        <p
          className={cn(
            "text-xs font-semibold tracking-[0.28em] uppercase",
            tone === "dark" ? "text-brass-deep" : "text-brass",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          "mt-3",
          tone === "dark" ? "text-ink" : "text-ivory",
          Heading === "h1" ? "text-5xl leading-[1.05] sm:text-6xl" : "text-4xl leading-[1.05] sm:text-5xl",
        )}
      >
        {title}
      </Heading>
      {lead && (
        <p
          className={cn(
            "mt-4 text-base leading-relaxed sm:text-lg",
            tone === "dark" ? "text-ink-soft" : "text-ivory/85",
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
