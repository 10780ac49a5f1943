import { Camera, ImageOff, Plus, Search } from "lucide-react";
import { data, Form, Link, useSearchParams } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { StatusPill } from "~/components/admin/status-pill";
import { Field, Input, Select } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Picture } from "~/components/ui/picture";
import type { ImageKind } from "~/lib/media/image-ref";
import { staffTitle } from "~/components/admin/staff-title";
import { formatStoreTime } from "~/lib/time/admin-dates";
import { storeTimeZone } from "~/services/settings/index.server";
import { requireAdmin } from "~/services/accounts/index.server";
import { collectionSummaries, countProductsWithoutPrice, listProducts } from "~/services/catalogue/index.server";
import { cn } from "~/lib/ui/cn";
import { clampPage, pageNumbers, parsePage } from "~/lib/paging";
import { ITEM_STATUSES, type ItemStatus } from "~/lib/catalogue/catalogue-item";
import { searchText } from "~/lib/text/search-text";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Products") }];

const PAGE_SIZE = 20;

/**
 * Every product, newest change first; search, collection, status and "No price" live in
 * the URL. The count of products without a price is always shown, so the owner sees
 * how many are left to fill in (issue 38).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const timeZone = await storeTimeZone();
  const params = new URL(request.url).searchParams;
  const q = searchText(params.get("q"), 120);
  const status = ITEM_STATUSES.find((s) => s === params.get("status")) ?? null;
  const database = getDatabase();
  const collections = await collectionSummaries(database.db);
  const collection = collections.find((c) => c.slug === params.get("collection"))?.slug ?? null;
  const filters = { q, collection, status, noPrice: params.get(PRICE_PARAM) === NO_PRICE };
  const withoutPrice = await countProductsWithoutPrice(database.db);
  const first = await listProducts(database, filters, 1, 0);
  const pageCount = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
  const page = clampPage(parsePage(params.get("page")), pageCount);
  const { rows, total } = await listProducts(database, filters, page, PAGE_SIZE);
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      filters,
      withoutPrice,
      collections: collections.map((c) => ({ slug: c.slug, name: c.name })),
      rows: rows.map((r) => ({ ...r, updated: formatStoreTime(r.updatedAt, timeZone) })),
      total,
      page,
      pageCount,
      flash,
    },
    { headers },
  );
}

/** `?price=none`: the "No price" filter. */
const PRICE_PARAM = "price";
const NO_PRICE = "none";

const STATUS_LABELS: Record<ItemStatus, string> = { draft: "Drafts", published: "Published", hidden: "Hidden" };

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filters, withoutPrice, collections, rows, total, page, pageCount, flash } = loaderData;
  const [params] = useSearchParams();
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete("page");
    else next.set("page", String(n));
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const filtered = Boolean(filters.q || filters.collection || filters.status || filters.noPrice);

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Catalogue</p>
          <h1 className="mt-2 text-4xl sm:text-5xl">Products</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/photo-day" className={buttonVariants({ variant: "subtle", size: "compact" })}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            Photo day
          </Link>
          <Link to="/admin/products/new" className={buttonVariants({ variant: "primary", size: "compact" })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add product
          </Link>
        </div>
      </div>

      {flash && (
        <FormMessage tone={flash.tone} className="mt-6">
          {flash.message}
        </FormMessage>
      )}

      <Form
        method="get"
        role="search"
        aria-label="Find products"
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto_auto]"
      >
        <Field label="Search by title" labelHidden>
          <Input type="search" name="q" defaultValue={filters.q} placeholder="Search by title" maxLength={120} />
        </Field>
        <Field label="Collection" labelHidden>
          <Select name="collection" defaultValue={filters.collection ?? ""}>
            <option value="">All collections</option>
            {collections.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Status" labelHidden>
          <Select name="status" defaultValue={filters.status ?? ""}>
            <option value="">Every status</option>
            {ITEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Price" labelHidden>
          <Select name={PRICE_PARAM} defaultValue={filters.noPrice ? NO_PRICE : ""}>
            <option value="">Any price</option>
            <option value={NO_PRICE}>No price ({withoutPrice.toLocaleString("en-IN")})</option>
          </Select>
        </Field>
        <Button type="submit" variant="dark" size="compact">
          <Search aria-hidden="true" className="h-4 w-4" />
          Find
        </Button>
      </Form>

      {withoutPrice > 0 && !filters.noPrice && (
        <p className="mt-4 text-sm text-ink-soft">
          <Link
            to={`?${PRICE_PARAM}=${NO_PRICE}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brass-deep underline underline-offset-4 sm:min-h-0"
          >
            No price: {withoutPrice.toLocaleString("en-IN")} {withoutPrice === 1 ? "product" : "products"}
          </Link>{" "}
          show &ldquo;Price on request&rdquo; on the site until a price is added.
        </p>
      )}

      <p role="status" className="mt-5 text-sm text-ink-soft">
        {total.toLocaleString("en-IN")} {total === 1 ? "product" : "products"}
        {filtered ? " match" : ""}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        {filtered && (
          <>
            {" · "}
            <Link to="/admin/products" className="font-medium text-brass-deep underline underline-offset-4">
              Clear filters
            </Link>
          </>
        )}
      </p>

      {rows.length === 0 ? (
        <p className="mt-4 rounded-card border border-line bg-paper p-8 text-center text-ink-soft">
          No products found.
        </p>
      ) : (
        <ul aria-label="Products" className="mt-4 divide-y divide-line rounded-card border border-line bg-paper">
          {rows.map((row) => (
            <li key={row.id} className="relative flex items-center gap-3 p-3 hover:bg-ivory sm:gap-4 sm:p-4">
              {row.thumbnail ? (
                <Picture
                  image={{ key: row.thumbnail.key, kind: row.thumbnail.kind as ImageKind, alt: "" }}
                  sizes="64px"
                  className="aspect-[4/5] w-14 shrink-0 rounded-card bg-sand sm:w-16"
                />
              ) : (
                <span className="flex aspect-[4/5] w-14 shrink-0 items-center justify-center rounded-card bg-sand text-ink-soft sm:w-16">
                  <ImageOff aria-hidden="true" className="h-5 w-5" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={`/admin/products/${row.id}`}
                    className="font-medium break-words text-ink after:absolute after:inset-0 hover:underline"
                  >
                    {row.title}
                  </Link>
                  <StatusPill status={row.status} />
                </p>
                <p className="mt-1 text-sm break-words text-ink-soft">
                  {row.collectionName}
                  {[row.categoryLabel, row.typeLabel]
                    .filter(Boolean)
                    .map((label) => ` · ${label}`)
                    .join("")}
                  {" · "}
                  {row.price ?? <span className="font-medium text-brass-deep">No price</span>}
                </p>
                <p className="mt-0.5 text-xs text-ink-soft">Changed {row.updated}</p>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <nav aria-label="Product pages" className="mt-6 flex flex-wrap items-center gap-2">
          <PageLink to={pageHref(page - 1)} disabled={page <= 1} label="Prev">
            {/* Text arrows: a chevron icon here would be split out of the public carousel's chunk. */}
            <span aria-hidden="true">‹</span>
            Prev
          </PageLink>
          {pageNumbers(page, pageCount).map((n) => (
            <PageLink key={n} to={pageHref(n)} current={n === page} label={`Page ${n}`}>
              {n}
            </PageLink>
          ))}
          <PageLink to={pageHref(page + 1)} disabled={page >= pageCount} label="Next">
            Next
            <span aria-hidden="true">›</span>
          </PageLink>
        </nav>
      )}
    </div>
  );
}

function PageLink({
  to,
  disabled,
  current,
  label,
  children,
}: {
  to: string;
  disabled?: boolean;
  current?: boolean;
  label: string;
  children: React.ReactNode;
}) {
  const styles =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-card border px-3 text-sm font-medium";
  if (disabled)
    return (
      <span aria-disabled="true" className={cn(styles, "border-line text-ink-soft opacity-60")}>
        {children}
      </span>
    );
  return (
    <Link
      to={to}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      className={cn(
        styles,
        current ? "border-ink bg-ink text-ivory" : "border-line bg-paper text-ink hover:border-ink",
      )}
    >
      {children}
    </Link>
  );
}
