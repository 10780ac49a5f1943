import { Phone } from "lucide-react";
import { Link } from "react-router";
import { useSite } from "~/components/site/site-context";
import { telLink } from "~/lib/contact/links";

function BannerItems({ hidden }: { hidden?: boolean }) {
  const { store, announcement } = useSite();
  const linkClass = "font-medium tracking-[0.2em] text-brass uppercase hover:underline";
  return (
    <ul className="flex shrink-0 items-center gap-10 pr-10" aria-hidden={hidden || undefined}>
      {store.phones.map((phone) => (
        <li key={phone.e164} className="flex items-center gap-2">
          <Phone aria-hidden="true" className="h-3.5 w-3.5 text-brass" strokeWidth={1.75} />
          <a href={telLink(phone.e164)} tabIndex={hidden ? -1 : undefined} className="hover:text-brass">
            {phone.display}
          </a>
        </li>
      ))}
      {announcement && (
        <li data-testid={hidden ? undefined : "announcement"} lang={announcement.inEnglish ? "en" : undefined}>
          {!announcement.link ? (
            <span className="font-medium tracking-[0.2em] text-brass uppercase">{announcement.text}</span>
          ) : announcement.link.startsWith("/") ? (
            <Link to={announcement.link} tabIndex={hidden ? -1 : undefined} className={linkClass}>
              {announcement.text}
            </Link>
          ) : (
            <a href={announcement.link} tabIndex={hidden ? -1 : undefined} className={linkClass}>
              {announcement.text}
            </a>
          )}
        </li>
      )}
      <li className="text-ivory/80">{store.hours.summary}</li>
    </ul>
  );
}

/**
 * The scrolling strip above the header: the store's phone numbers, the announcement
 * staff wrote (or none) and the hours. Two copies make the loop seamless.
 */
export function TopBanner() {
  return (
    <div
      className="group overflow-hidden bg-ink py-2 text-xs text-ivory sm:text-sm"
      role="region"
      aria-label="Store phone numbers"
    >
      <div className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        <BannerItems />
        <BannerItems hidden />
      </div>
    </div>
  );
}
