import { Heart, MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { SectionHeading } from "~/components/site/section-heading";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "~/components/ui/social-icons";
import { Picture } from "~/components/ui/picture";
import type { SocialTile } from "~/lib/settings/showcase-views";
import { useStore } from "~/components/site/site-context";
import { chatLink } from "~/lib/contact/links";

const likes = new Intl.NumberFormat("en-IN");

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * The posts staff keep (docs/behaviour.md#home): each tile's picture, the store's
 * handle, the like count only where staff typed the post's own, and the post itself
 * (else the store's Instagram); then links to the channels and chat. A channel staff
 * left empty is not offered.
 */
export function SocialGrid({ posts }: { posts: readonly SocialTile[] }) {
  const store = useStore();
  const { instagram, facebook, youtube } = store.social;
  const handle = store.instagramHandle ?? store.name;
  const channels = [
    instagram && { href: instagram, label: "Instagram", Icon: InstagramIcon },
    facebook && { href: facebook, label: "Facebook", Icon: FacebookIcon },
    youtube && { href: youtube, label: "YouTube", Icon: YoutubeIcon },
  ].filter((c) => typeof c === "object");
  return (
    <section
      aria-labelledby="social-title"
      className="bg-sand/60 py-20 below-fold [--below-fold-height:70rem] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="social-title"
            eyebrow={handle}
            title="From the studio floor"
            lead="New arrivals, fittings and wedding-season looks, as they happen in store."
          />
          {/* Two by two, equal widths: four buttons of different lengths in a wrapping row
              broke 3 + 1 (or 2 + 1 + 1) depending on the width. */}
          <ul className="grid shrink-0 grid-cols-2 gap-3 sm:w-[22rem]" aria-label="Follow and chat">
            {channels.map(({ href, label, Icon }, i) => (
              <li key={label}>
                <a
                  href={href}
                  {...newTab}
                  className={buttonVariants({
                    variant: i === 0 ? "dark" : "outlineDark",
                    size: "compact",
                    className: "w-full",
                  })}
                >
                  <Icon className="h-4 w-4" /> {label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={chatLink(store.chatPhone.e164)}
                {...newTab}
                className={buttonVariants({ variant: "outlineDark", size: "compact", className: "w-full" })}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                <span className="sr-only">Chat on </span>WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        {posts.length > 0 && (
          <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {posts.map((post) => {
              const tile = (
                <>
                  <Picture
                    image={post.image}
                    sizes="(min-width: 1024px) 22vw, 46vw"
                    className="aspect-square"
                    imgClassName="transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
                  />
                  <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-linear-to-t from-ink/85 to-transparent px-3 pt-10 pb-3 text-xs text-ivory sm:text-sm">
                    <span className="truncate">{handle}</span>
                    {post.likes !== null && (
                      <span className="flex shrink-0 items-center gap-1">
                        <Heart aria-hidden="true" className="h-4 w-4 fill-ivory" strokeWidth={1.75} />
                        <span>
                          {likes.format(post.likes)}
                          <span className="sr-only"> likes</span>
                        </span>
                      </span>
                    )}
                  </span>
                </>
              );
              const box = "group relative block overflow-hidden rounded-card";
              const href = post.link ?? instagram;
              const external = href && /^https:/.test(href);
              return (
                <li key={post.id}>
                  {href ? (
                    <a href={href} {...(external ? newTab : {})} className={box}>
                      {tile}
                      <span className="sr-only">
                        {post.link ? " (opens the post" : " (opens Instagram"}
                        {external ? " in a new tab)" : ")"}
                      </span>
                    </a>
                  ) : (
                    <div className={box}>{tile}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
