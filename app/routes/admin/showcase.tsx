import { Pencil, Plus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";
import { MoveButtons } from "~/components/admin/move-buttons";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
} from "~/components/admin/settings/settings-frame";
import { ShowcaseChooser } from "~/components/admin/settings/showcase-chooser";
import { staffTitle } from "~/components/admin/staff-title";
import { buttonVariants } from "~/components/ui/button-variants";
import { Picture } from "~/components/ui/picture";
import { isSlideList, LIST_SPECS, SLIDE_LISTS, slideName, type SlideList } from "~/lib/settings/showcase";
import { moveIntent } from "~/lib/ui/move-intent";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import { currentSettings, slidesOf, moveSlide, historyView } from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { readForm } from "~/services/platform/request-body.server";
import type { Route } from "./+types/showcase";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: staffTitle(matches, "Showcase", "Settings") }];

const SAVED: Record<string, string> = { moved: "Moved: the site shows the new order now.", deleted: "Slide deleted." };

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const url = new URL(request.url);
  const list: SlideList = isSlideList(url.searchParams.get("list"))
    ? (url.searchParams.get("list") as SlideList)
    : "hero";
  const snapshot = await currentSettings(database);
  const spec = LIST_SPECS[list];
  return {
    list,
    label: spec.label,
    page: spec.page,
    room: spec.maxSlides,
    fixed: spec.fixed ?? false,
    counts: Object.fromEntries(SLIDE_LISTS.map((l) => [l, slidesOf(snapshot, l).length])) as Record<SlideList, number>,
    slides: slidesOf(snapshot, list).map((s) => ({
      id: s.id,
      title: slideName(s),
      published: s.published,
      photos: s.images.length,
      artwork: s.images.some((i) => i.storage === "static"),
      image: s.images[0] ? { key: s.images[0].key, kind: s.images[0].kind, alt: "" } : null,
    })),
    history: await historyView(database, "showcase"),
    saved: SAVED[url.searchParams.get("saved") ?? ""] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const form = await readForm(request);
  const move = moveIntent(form.get("intent"), ["slide"]);
  if (!move) return data<SettingsRefusal>({ message: "Unknown action." }, { status: 400 });
  const moved = await moveSlide(getDatabase(), admin, move.id, move.step);
  if (!moved.ok) return data<SettingsRefusal>({ message: "That slide was deleted meanwhile." }, { status: 404 });
  const list = String(form.get("list") ?? "hero");
  throw redirect(`/admin/settings/showcase?list=${isSlideList(list) ? list : "hero"}&saved=moved`);
}

export default function Showcase({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { list, slides } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <SettingsHeader
        title="Showcase pictures"
        lead="Every picture and its words on the public pages: the home page's slides, banner, trending categories and social grid, the gallery, the slider, and the about, visit and offers pages. Changes show on the site at once."
      />
      <ShowcaseChooser list={list} counts={loaderData.counts} />
      <SaveOutcome saved={loaderData.saved} failed={actionData} conflictMessage="" reloadTo={`?list=${list}`} />
      <ul className="mt-6 space-y-3">
        {slides.map((slide, i) => (
          <li key={slide.id} className={`${adminStyles.panel} flex items-center gap-3 p-3`} data-testid="slide">
            {slide.image ? (
              <Picture image={slide.image} sizes="96px" className="h-16 w-24 shrink-0 rounded-card bg-sand" />
            ) : (
              <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-card bg-sand text-xs text-ink-soft">
                No photo
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink">{slide.title}</p>
              <p className="text-xs text-ink-soft">
                {slide.published ? "Shown" : "Hidden"} · {slide.photos} photo{slide.photos === 1 ? "" : "s"}
                {slide.artwork && " · generated artwork"}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link to={`/admin/settings/showcase/${slide.id}`} className={adminStyles.secondary}>
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  Edit<span className="sr-only"> {slide.title}</span>
                </Link>
                {!loaderData.fixed && (
                  <Form method="post" className="contents">
                    <input type="hidden" name="list" value={list} />
                    <MoveButtons
                      intent="slide"
                      id={slide.id}
                      index={i}
                      count={slides.length}
                      label={slide.title}
                      disabled={busy}
                    />
                  </Form>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {loaderData.fixed ? (
        <p className="mt-4 text-sm text-ink-soft">
          Each picture here has its place on the page: edit one to replace its photo or its description.
        </p>
      ) : slides.length < loaderData.room ? (
        <Link
          to={`/admin/settings/showcase/new?list=${list}`}
          className={buttonVariants({ variant: "dark", size: "compact", className: "mt-4" })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add to {loaderData.label}
        </Link>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">
          {loaderData.label} has room for {loaderData.room}: delete one to add another.
        </p>
      )}
      <ChangeHistory entries={loaderData.history} showSubject />
    </div>
  );
}
