import type { MouseEvent, ReactNode } from "react";
import { href, Link, useLocation } from "react-router";
import { CONSULTATION_FORM_ID } from "~/content/navigation";
import { normalizePathname } from "~/lib/catalogue/paths";

/**
 * "Get In Touch": from another page it navigates to the contact form's section (the
 * router scrolls to the hash); on /contact it scrolls there smoothly instead.
 */
export function GetInTouchLink({
  className,
  children,
  onNavigate,
}: {
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (normalizePathname(pathname) !== "/contact") return;
    const section = document.getElementById(CONSULTATION_FORM_ID);
    if (!section) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${CONSULTATION_FORM_ID}`);
  }

  return (
    <Link to={`${href("/contact")}#${CONSULTATION_FORM_ID}`} onClick={handleClick} className={className}>
      {children}
    </Link>
  );
}
