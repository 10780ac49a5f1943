import { data } from "react-router";
import { shellOf, useStore } from "~/components/site/site-context";
import { formatAddress } from "~/lib/settings/address";
import { fillStoreWords, POLICY_PAGES, policyBlocks, type PolicySlug } from "~/lib/settings/policy-pages";
import { pageMeta } from "~/lib/seo/seo";
import { pageFor } from "~/content/routes-meta";
import { getDatabase } from "~/services/platform/db.server";
import { getPolicyPage, currentSettings, localizedPolicyPage, storeFacts } from "~/services/settings/index.server";
import { localeOfPath, pathWithoutLocale } from "~/lib/i18n/locale";
import type { CachedPageHandle } from "~/services/page-cache/index.server";
import type { Route } from "./+types/policy-page";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: [] };

/**
 * The footer's policy pages, one module for the three (routes.ts gives each its
 * path): the text staff keep under Staff › Policy pages, drawn as headings,
 * paragraphs and lists, with the store's current details filled in.
 */
export async function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation asks for `/privacy-policy.data`.
  const path = pathWithoutLocale(url.pathname);
  const entry = POLICY_PAGES.find((p) => p.path === path);
  const database = getDatabase();
  const stored = entry ? await getPolicyPage(database.db, entry.slug as PolicySlug) : undefined;
  if (!stored) throw data(null, { status: 404 });
  // The page's words in its language (/kn/…), the English marked where staff gave none.
  const page = localizedPolicyPage(stored, localeOfPath(url.pathname));
  // The store's details as its settings say today, not as they were when the text was saved.
  const store = storeFacts(await currentSettings(database));
  const words = {
    store: store.name,
    phone: store.phones[0]?.display ?? "",
    email: store.email,
    address: formatAddress(store),
  };
  return {
    path,
    title: page.title,
    summary: fillStoreWords(page.summary, words),
    blocks: policyBlocks(fillStoreWords(page.body, words)),
    ...(page.inEnglish ? { inEnglish: page.inEnglish } : {}),
    updated: new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: store.timeZone,
    }).format(new Date(page.updated_at)),
  };
}

// The page's own title and summary as staff last saved them.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData ? pageFor(loaderData.path) : undefined;
  if (!page || !loaderData) return [];
  return pageMeta(
    { ...page, title: loaderData.title, description: loaderData.summary || page.description },
    shellOf(matches),
  );
};

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { title, summary, blocks, updated } = loaderData;
  const en = (word: "title" | "summary" | "body") => (loaderData.inEnglish?.[word] ? "en" : undefined);
  const store = useStore();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold tracking-[0.3em] text-brass-deep uppercase">{store.name}</p>
      <h1 className="mt-3 text-4xl leading-tight sm:text-5xl" lang={en("title")}>
        {title}
      </h1>
      {summary && (
        <p className="mt-4 text-lg leading-relaxed text-ink-soft" lang={en("summary")}>
          {summary}
        </p>
      )}
      <p className="mt-2 text-sm text-ink-soft">Last updated {updated}</p>
      <div className="mt-8 space-y-4 text-base leading-relaxed text-ink" lang={en("body")}>
        {blocks.map((block, i) =>
          block.kind === "heading" ? (
            <h2 key={i} className="pt-4 text-2xl sm:text-3xl">
              {block.text}
            </h2>
          ) : block.kind === "list" ? (
            <ul key={i} className="list-disc space-y-2 pl-5 marker:text-brass-deep">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{block.text}</p>
          ),
        )}
      </div>
    </article>
  );
}
