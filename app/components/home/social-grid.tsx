import { Heart, MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { SectionHeading } from "~/components/site/section-heading";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "~/components/ui/social-icons";
import { Picture } from "~/components/ui/picture";
import type { SocialPost } from "~/content/site/home";
import { store } from "~/content/store";
import { chatLink } from "~/lib/contact/links";

const likes = new Intl.NumberFormat("en-IN");

/** Four fixed posts (image, like count, handle) and links to the channels and chat (docs/behaviour.md#home). */
export function SocialGrid({ posts }: { posts: readonly SocialPost[] }) {
  return (
    <section
      aria-labelledby="social-title"
      className="bg-sand/60 py-20 below-fold [--below-fold-height:70rem] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="social-title"
            eyebrow={store.instagramHandle}
            title="From the studio floor"
            lead="New arrivals, fittings and wedding-season looks, as they happen in store."
          />
          {/* Two by two, equal widths: four buttons of different lengths in a wrapping row
              broke 3 + 1 (or 2 + 1 + 1) depending on the width. */}
          <ul className="grid shrink-0 grid-cols-2 gap-3 sm:w-[22rem]" aria-label="Follow and chat">
            <li>
              <a
                href={store.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "dark", size: "compact", className: "w-full" })}
              >
                <InstagramIcon className="h-4 w-4" /> Instagram<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a
                href={store.social.facebook}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outlineDark", size: "compact", className: "w-full" })}
              >
                <FacebookIcon className="h-4 w-4" /> Facebook<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a
                href={store.social.youtube}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outlineDark", size: "compact", className: "w-full" })}
              >
                <YoutubeIcon className="h-4 w-4" /> YouTube<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a
                href={chatLink(store.chatPhone.e164)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outlineDark", size: "compact", className: "w-full" })}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                <span className="sr-only">Chat on </span>WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {posts.map((post) => (
            <li key={post.id}>
              <a
                href={store.social.instagram}
                target="_blank"
                rel="noopener noreferrer"
                className="group relative block overflow-hidden rounded-card"
              >
                <Picture
                  image={post.image}
                  sizes="(min-width: 1024px) 22vw, 46vw"
                  className="aspect-square"
                  imgClassName="transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-linear-to-t from-ink/85 to-transparent px-3 pt-10 pb-3 text-xs text-ivory sm:text-sm">
                  <span className="truncate">{post.handle}</span>
                  <span className="flex shrink-0 items-center gap-1">
                    <Heart aria-hidden="true" className="h-4 w-4 fill-ivory" strokeWidth={1.75} />
                    <span>
                      {likes.format(post.likes)}
                      <span className="sr-only"> likes</span>
                    </span>
                  </span>
                </span>
                <span className="sr-only"> (opens Instagram in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
