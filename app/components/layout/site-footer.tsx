import { Link } from "react-router";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "~/components/ui/social-icons";
import { footerCollectionLinks, footerPolicyLinks, footerQuickLinks, type NavLink } from "~/content/navigation";
import { StoreDetails } from "~/components/site/store-details";
import { useStore } from "~/components/site/site-context";
import type { SocialNetwork } from "~/lib/settings/store-schema";
import { BrandMark } from "./brand-mark";

const socialProfiles: ReadonlyArray<{ network: SocialNetwork; name: string; Icon: typeof InstagramIcon }> = [
  { network: "instagram", name: "Instagram", Icon: InstagramIcon },
  { network: "facebook", name: "Facebook", Icon: FacebookIcon },
  { network: "youtube", name: "YouTube", Icon: YoutubeIcon },
  { network: "linkedin", name: "LinkedIn", Icon: LinkedinIcon },
];

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-xs font-semibold tracking-[0.25em] text-brass uppercase">{title}</h2>
      <ul className="mt-5 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-sm text-ivory/80 transition-colors hover:text-brass">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const store = useStore();
  // A network staff left empty is not linked.
  const profiles = socialProfiles.flatMap((p) =>
    store.social[p.network] ? [{ ...p, href: store.social[p.network] }] : [],
  );
  return (
    <footer className="bg-ink text-ivory">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <BrandMark name={store.name} since={store.foundedYear} tone="light" />
          <p className="mt-6 font-display text-xl text-ivory">{store.tagline}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-ivory/75">
            {store.curatedBrands}, chosen and fitted in our Bengaluru store.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social profiles">
            {profiles.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (opens in a new tab)`}
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-ivory/25 text-ivory/85 transition-colors hover:border-brass hover:text-brass"
                >
                  <Icon className="h-4.5 w-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Collections" links={footerCollectionLinks} />
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.25em] text-brass uppercase">Visit the Store</h2>
          <StoreDetails tone="onDark" hours="summary" className="mt-5" />
        </div>
      </div>
      <div className="border-t border-ivory/15">
        {/* Room for the floating chat button at the foot of the page: below the last line
            on a phone, at the right end from tablet width. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-5 pb-24 text-xs text-ivory/70 sm:flex-row sm:items-center sm:justify-between sm:pr-24 sm:pb-6 sm:pl-6 2xl:pr-6">
          <p>
            © {store.copyrightYear} {store.name}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {footerPolicyLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-11 items-center text-ivory/80 underline-offset-4 transition-colors hover:text-brass hover:underline"
                  >
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
