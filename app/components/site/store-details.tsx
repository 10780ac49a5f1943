import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSite } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import { cn } from "~/lib/ui/cn";
import { mailtoLink, telLink } from "~/lib/contact/links";

type Detail = "address" | "phones" | "email" | "hours";

const ICONS = { address: MapPin, phones: Phone, email: Mail, hours: Clock } as const;

/**
 * The store's address, phones, e-mail and hours with the monthly closure and the
 * coming special days (a festival closure, special hours), as the
 * footer, the contact page, its directions and the visit page show them: one
 * markup, read from the store's settings. `tone` picks the colours for an ink or a
 * light ground; `hours` the short ("Mon–Sun 10AM–9PM") or the long form.
 */
export function StoreDetails({
  tone,
  details = ["address", "phones", "email", "hours"],
  hours = "everyDay",
  afterHours,
  className,
}: {
  tone: "onDark" | "onLight";
  details?: readonly Detail[];
  hours?: "summary" | "everyDay";
  /** More about the hours (the visit page's next closure date). */
  afterHours?: ReactNode;
  className?: string;
}) {
  const { store, specialDays } = useSite();
  const dark = tone === "onDark";
  const icon = cn("mt-0.5 h-4 w-4 shrink-0", dark ? "text-brass" : "text-brass-deep");
  const link = dark ? "hover:text-brass" : "text-ink underline-offset-4 hover:underline";
  const quiet = dark ? "text-ivory/75" : "text-ink-soft";

  const content: Record<Detail, ReactNode> = {
    address: <span>{formatAddress(store)}</span>,
    phones: (
      <span className="flex flex-col gap-1">
        {store.phones.map((phone) => (
          <a key={phone.e164} href={telLink(phone.e164)} className={link}>
            {phone.display}
          </a>
        ))}
      </span>
    ),
    email: (
      <a href={mailtoLink(store.email)} className={link}>
        {store.email}
      </a>
    ),
    // A block, not a span: it holds the special days' list and afterHours' paragraph, which a
    // span may not contain (the Nu checker's "p not allowed as child of span" on /visit).
    hours: (
      <div className="flex flex-col gap-1">
        <span>{store.hours[hours]}</span>
        {store.closure.notice && <span className={quiet}>{store.closure.notice}.</span>}
        {afterHours}
        {specialDays.length > 0 && (
          <ul aria-label="Special days" className="mt-1 flex flex-col gap-1">
            {specialDays.map((day) => (
              <li key={day.key}>
                <span className="font-medium">{day.dates}</span>: {day.hours}
                {day.note && (
                  <span className={quiet} lang={langOfNote(day)}>
                    {" · "}
                    {day.note}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    ),
  };

  return (
    <address className={cn("space-y-4 text-sm not-italic", dark ? "text-ivory/85" : "text-ink", className)}>
      {details.map((detail) => {
        const Icon = ICONS[detail];
        return (
          <div key={detail} className="flex gap-3">
            <Icon aria-hidden="true" className={icon} strokeWidth={1.75} />
            {content[detail]}
          </div>
        );
      })}
    </address>
  );
}

/** `lang="en"` on a note that has no translation on a Kannada or Hindi page; nothing otherwise. */
function langOfNote(day: { noteInEnglish?: true }): "en" | undefined {
  return day.noteInEnglish ? "en" : undefined;
}
