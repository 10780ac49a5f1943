import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";

/** '404', 'Oops! Page not found' and a link home (docs/behaviour.md#not-found). */
export function NotFoundMessage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
      <p className="font-display text-8xl leading-none text-brass-deep">404</p>
      <h1 className="text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="text-ink-soft">The page you were looking for has moved or never existed.</p>
      <Link to={href("/")} className={buttonVariants({ variant: "dark", className: "mt-2" })}>
        Return to Home
      </Link>
    </section>
  );
}

/** The not-found page's head: its title, and kept out of search results. */
export const notFoundMeta = [{ title: "Page not found | The Men's Studio" }, { name: "robots", content: "noindex" }];
