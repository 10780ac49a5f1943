import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BrandMark } from "~/components/layout/brand-mark";
import { ToastHost } from "~/components/ui/toast-host";

/**
 * The card the staff area's doors share: the login, its second step, an invitation
 * and a password reset. A page of its own (no sidebar: nobody is signed in yet).
 */
export function AuthCard({
  brand,
  Icon,
  title,
  lead,
  children,
  footer,
}: {
  /** The store's name and founding year, from its settings (the page's loader). */
  brand: Brand | undefined;
  Icon: LucideIcon;
  title: string;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="relative flex min-h-screen items-center justify-center bg-ink px-4 py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,rgba(195,155,87,0.2),transparent_50%)]"
      />
      <div className="relative w-full max-w-md rounded-card bg-paper p-6 shadow-2xl sm:p-10">
        {brand && <BrandMark name={brand.name} since={brand.foundedYear} />}
        <div className="mt-8 flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand text-brass-deep">
            <Icon aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
          </span>
          <div>
            <h1 className="text-3xl leading-none">{title}</h1>
            <p className="mt-1 text-sm text-ink-soft">{lead}</p>
          </div>
        </div>
        {children}
        {footer && <div className="mt-6 text-center text-xs text-ink-soft">{footer}</div>}
      </div>
      <ToastHost />
    </main>
  );
}

export type Brand = { name: string; foundedYear: number };

/** "Invitation | The Men's Studio": the store's name when the page has it. */
export function authTitle(title: string, brand: Brand | undefined): string {
  return brand ? `${title} | ${brand.name}` : title;
}

/** The store's name and year a page's loader threw with its error (a link that has ended). */
export function brandOf(error: unknown): Brand | undefined {
  return (error as { data?: { brand?: Brand } } | null)?.data?.brand;
}

/** The card's one message: an error (alert) or a notice (status). */
export function AuthMessage({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "mt-6 rounded-card border border-danger/40 bg-danger/5 p-3 text-sm text-ink"
          : "mt-6 rounded-card border border-brass-deep/40 bg-sand/60 p-3 text-sm text-ink"
      }
    >
      {children}
    </p>
  );
}
