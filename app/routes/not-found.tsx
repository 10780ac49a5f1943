import { data, href, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { log } from "~/services/log.server";
import { buttonVariants } from "~/components/ui/button-variants";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Logged so the store can see which old or mistyped links people still follow.
  log.warn("not_found", { path: url.pathname });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | The Men's Studio" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
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
