import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "~/components/ui/toast";
import { store } from "~/content/store";
import { formatKolkata } from "~/lib/admin-dates";
import { cn } from "~/lib/cn";
import { categoryLabel } from "~/lib/contact-fields";
import { ADMIN_PAGE_SIZE, clampPage, pageNumbers, parsePage } from "~/lib/paging";
import { requireAdmin } from "~/services/auth.server";
import { getDatabase } from "~/services/db.server";
import { countMessages, listMessages } from "~/services/messages.server";
import type { Route } from "./+types/contact-messages";
import { log } from "~/services/log.server";
import { buttonVariants } from "~/components/ui/button-variants";

export const meta = () => [{ title: `Contact messages | Staff | ${store.name}` }];

/** One page of 10, paged on the server through `?page=`; an out-of-range page shows the nearest real one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = parsePage(new URL(request.url).searchParams.get("page"));
  try {
    const database = getDatabase();
    const pageCount = Math.max(1, Math.ceil((await countMessages(database)) / ADMIN_PAGE_SIZE));
    const result = await listMessages(database, clampPage(requested, pageCount), ADMIN_PAGE_SIZE);
    return {
      failed: false as const,
      page: result.page,
      pageCount: result.pageCount,
      total: result.total,
      rows: result.data.map((m) => ({
        ...m,
        categoryLabel: categoryLabel(m.category) ?? "",
        date: formatKolkata(m.created_at),
      })),
    };
  } catch (error) {
    log.error("messages_fetch_failed", { error: String(error) });
    return { failed: true as const, page: 1, pageCount: 1, total: 0, rows: [] };
  }
}

const COLUMNS = ["S. No.", "Name", "Email", "Phone", "Subject", "Message", "Category", "Date"];

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/contact-messages";
  const { page, pageCount, rows, total, failed } = loaderData;
  const toasted = useRef(false);

  useEffect(() => {
    if (failed && !toasted.current) toast.error("Failed to fetch messages");
    toasted.current = failed;
  }, [failed]);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Contacts</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">Contact messages</h1>
        </div>
        {!failed && (
          <p className="text-sm text-ink-soft">
            {total.toLocaleString("en-IN")} {total === 1 ? "message" : "messages"} · page {page} of {pageCount}
          </p>
        )}
      </div>

      <p aria-live="polite" className={cn("mt-6 flex items-center gap-2 text-sm text-ink-soft", !loading && "sr-only")}>
        {loading && (
          <>
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />
            Loading messages...
          </>
        )}
      </p>

      {failed ? (
        <p role="alert" className="mt-6 rounded-card border border-danger/40 bg-danger/5 p-4 text-ink">
          Failed to fetch messages
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-card border border-line bg-paper p-8 text-center text-ink-soft">
          No messages found.
        </p>
      ) : (
        <>
          {/* Phones: each message as a card, nothing to scroll sideways. */}
          <ol className={cn("mt-6 space-y-4 md:hidden", loading && "opacity-60")} aria-label="Contact messages">
            {rows.map((m, index) => (
              <li key={m.id} className="rounded-card border border-line bg-paper p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-medium text-ink">
                    <span className="mr-2 text-ink-soft">{(page - 1) * ADMIN_PAGE_SIZE + index + 1}.</span>
                    {m.name}
                  </p>
                  <p className="shrink-0 text-xs text-ink-soft">{m.date}</p>
                </div>
                <dl className="mt-3 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                  <dt className="text-ink-soft">Email</dt>
                  <dd className="min-w-0 break-all">
                    <a href={`mailto:${m.email}`} className="text-brass-deep underline-offset-4 hover:underline">
                      {m.email}
                    </a>
                  </dd>
                  <dt className="text-ink-soft">Phone</dt>
                  <dd>{m.phone}</dd>
                  <dt className="text-ink-soft">Subject</dt>
                  <dd className="break-words">{m.subject || "—"}</dd>
                  <dt className="text-ink-soft">Category</dt>
                  <dd>{m.categoryLabel || "—"}</dd>
                </dl>
                <p className="mt-3 border-t border-line pt-3 text-sm break-words whitespace-pre-wrap text-ink">
                  {m.message}
                </p>
              </li>
            ))}
          </ol>
          <div
            role="region"
            aria-label="Contact messages table, scrolls sideways"
            tabIndex={0}
            className={cn(
              "mt-6 hidden overflow-x-auto rounded-card border border-line bg-paper transition-opacity md:block",
              loading && "opacity-60",
            )}
          >
            <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
              <thead className="bg-sand/70 text-xs tracking-wider text-ink-soft uppercase">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((m, index) => (
                  <tr key={m.id} className="align-top hover:bg-ivory">
                    <td className="px-3 py-3 text-ink-soft">{(page - 1) * ADMIN_PAGE_SIZE + index + 1}</td>
                    <td className="min-w-[7rem] px-3 py-3 font-medium text-ink">{m.name}</td>
                    <td className="min-w-[12rem] px-3 py-3">
                      <a
                        href={`mailto:${m.email}`}
                        className="[overflow-wrap:anywhere] text-brass-deep underline-offset-4 hover:underline"
                      >
                        {m.email}
                      </a>
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">{m.phone}</td>
                    <td className="min-w-[7rem] px-3 py-3">{m.subject}</td>
                    {/* React escapes text: a message containing markup is shown, never run. */}
                    <td className="max-w-[26rem] min-w-[13rem] px-3 py-3 break-words whitespace-pre-wrap text-ink">
                      {m.message}
                    </td>
                    <td className="px-3 py-3">{m.categoryLabel}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-ink-soft">
                      {/* Date over time keeps the column narrow. */}
                      <span className="block">{m.date.split(", ")[0]}</span>
                      <span className="block">{m.date.split(", ").slice(1).join(", ")}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {!failed && rows.length > 0 && (
        <Form method="get" className="mt-6" aria-label="Pages">
          <nav aria-label="Message pages" className="flex flex-wrap items-center gap-2">
            <button
              type="submit"
              name="page"
              value={page - 1}
              disabled={page <= 1}
              className={buttonVariants({ variant: "subtle", size: "square" })}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
              Prev
            </button>
            {pageNumbers(page, pageCount).map((n) => (
              <button
                key={n}
                type="submit"
                name="page"
                value={n}
                aria-current={n === page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={buttonVariants({ variant: n === page ? "dark" : "subtle", size: "square" })}
              >
                {n}
              </button>
            ))}
            <button
              type="submit"
              name="page"
              value={page + 1}
              disabled={page >= pageCount}
              className={buttonVariants({ variant: "subtle", size: "square" })}
            >
              Next
              <ChevronRight aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
            </button>
          </nav>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <p role="alert" className="mx-auto mt-6 max-w-7xl rounded-card border border-danger/40 bg-danger/5 p-4 text-ink">
      Failed to fetch messages
    </p>
  );
}
