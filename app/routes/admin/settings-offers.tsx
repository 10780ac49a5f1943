import { Home, Pencil, Plus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { MoveButtons } from "~/components/admin/move-buttons";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
} from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { offerDates, offerTiming } from "~/lib/settings/offer-dates";
import { cn } from "~/lib/ui/cn";
import { moveIntent } from "~/lib/ui/move-intent";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import {
  chooseHomeOffer,
  moveOffer,
  currentSettings,
  storeToday,
  historyView,
  postedNumber,
} from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-offers";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Offers", "Settings") }];

const SAVED: Record<string, string> = {
  created: "Offer added.",
  saved: "Saved: /offers shows it now.",
  deleted: "Offer deleted.",
  home: "The home page's banner is for that offer now.",
  "home-off": "The home page shows no offer banner now.",
  moved: "Moved.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const snapshot = await currentSettings(database);
  const today = storeToday(snapshot, Date.now());
  return {
    offers: snapshot.offers.map((o) => ({
      id: o.id,
      code: o.code,
      headline: o.headline,
      title: o.title,
      published: o.status === "published",
      onHome: o.onHome,
      timing: offerTiming(o, today),
      dates: offerDates(o) ?? "No end date",
    })),
    history: await historyView(database, "offers"),
    saved: SAVED[new URL(request.url).searchParams.get("saved") ?? ""] ?? null,
  };
}

/** One tap each: choose the home banner's offer, move an offer up or down the list. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const form = await readForm(request);
  const id = postedNumber(form.get("id"));
  const intent = form.get("intent");
  const move = moveIntent(intent, ["offer"]);
  const database = getDatabase();
  const result =
    intent === "home"
      ? await chooseHomeOffer(database, admin, id)
      : intent === "home-off"
        ? await chooseHomeOffer(database, admin, null)
        : move
          ? await moveOffer(database, admin, move.id, move.step)
          : null;
  if (!result) return data<SettingsRefusal>({ message: "Unknown action." }, { status: 400 });
  if (!result.ok) {
    return data<SettingsRefusal>({ message: "That offer was deleted meanwhile." }, { status: 404 });
  }
  throw redirect(`/admin/settings/offers?saved=${move ? "moved" : intent}`);
}

const TIMING = {
  running: { label: "On the site", tone: "bg-[#e8f1ea] text-[#1f5237]" },
  upcoming: { label: "Starts later", tone: "bg-sand text-ink" },
  ended: { label: "Ended", tone: "bg-line text-ink-soft" },
} as const;

export default function OffersSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { offers } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Offers"
        lead="The promo codes /offers shows while they run (both days included, Indian time), in this order. One of them can have the home page's banner."
      >
        <Link
          to="/admin/settings/offers/new"
          className={buttonVariants({ variant: "dark", size: "compact", className: "mt-4" })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add offer
        </Link>
      </SettingsHeader>
      <SaveOutcome
        saved={loaderData.saved}
        failed={actionData}
        conflictMessage="The offers were changed by someone else"
        reloadTo="/admin/settings/offers"
      />
      <ul className="mt-6 space-y-3">
        {offers.map((offer, i) => {
          const timing = offer.published ? TIMING[offer.timing] : { label: "Hidden", tone: "bg-line text-ink-soft" };
          return (
            <li key={offer.id} className={`${adminStyles.panel} p-4`} data-testid="offer">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <p className="font-mono text-lg font-semibold tracking-wider text-ink">{offer.code}</p>
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", timing.tone)}>
                  {timing.label}
                </span>
                {offer.onHome && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-ivory">
                    <Home aria-hidden="true" className="h-3 w-3" />
                    Home banner
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm text-ink">
                {offer.headline} · {offer.title}
              </p>
              <p className="text-xs text-ink-soft">{offer.dates}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={`/admin/settings/offers/${offer.id}`} className={adminStyles.secondary}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Edit<span className="sr-only"> {offer.code}</span>
                </Link>
                <Form method="post" className="contents">
                  <input type="hidden" name="id" value={offer.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={offer.onHome ? "home-off" : "home"}
                    variant="subtle"
                    size="compact"
                    disabled={busy}
                  >
                    {offer.onHome ? "Take off the home page" : "Put on the home page"}
                    <span className="sr-only"> ({offer.code})</span>
                  </Button>
                  <MoveButtons
                    intent="offer"
                    id={offer.id}
                    index={i}
                    count={offers.length}
                    label={offer.code}
                    disabled={busy}
                  />
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-ink-soft">
        The banner's picture and words are the{" "}
        <Link
          to="/admin/settings/showcase?list=promo"
          className="font-medium text-brass-deep underline underline-offset-4"
        >
          home offer banner
        </Link>{" "}
        in Showcase; it shows only while its offer runs.
      </p>
      <ChangeHistory entries={loaderData.history} showSubject />
    </div>
  );
}
