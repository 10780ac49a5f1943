import { ExternalLink } from "lucide-react";
import { data, redirect, useNavigation } from "react-router";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { SlideForm } from "~/components/admin/settings/slide-form";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
  typedValues,
} from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { replyErrors } from "~/lib/forms/reply";
import {
  isSlideList,
  LIST_SPECS,
  SLIDE_CONFLICT,
  slideName,
  type SlideList,
  type SlideWords,
  translatedSlideWords,
} from "~/lib/settings/showcase";
import { translationValues } from "~/lib/i18n/localized";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import {
  currentSettings,
  createSlide,
  deleteSlide,
  removeSlidePhoto,
  saveSlide,
  historyView,
  postedNumber,
  postedReply,
  type SlideIntent,
} from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { takeFlash } from "~/services/platform/flash.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/showcase-slide";

export const CONFLICT_MESSAGE = SLIDE_CONFLICT;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.name || "Slide", "Showcase") },
];

const SAVED: Record<string, string> = {
  created: "Added, hidden for now: add a photo with its description, then show it.",
  saved: "Saved.",
  published: "Shown on the site now.",
  hidden: "Hidden: it is off the site, and kept here.",
  "photo-removed": "Photo removed.",
};

function notFound(): never {
  throw data(null, { status: 404 });
}

const EMPTY: SlideWords = { title: "", subtitle: "", note: "", shortTitle: "", description: "", cta: "", link: "" };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const url = new URL(request.url);
  const snapshot = await currentSettings(database);
  if (params.id === "new") {
    const list = url.searchParams.get("list");
    if (!isSlideList(list)) notFound();
    return {
      slide: null,
      list,
      name: "",
      words: EMPTY,
      images: [],
      history: [],
      confirmDelete: false,
      saved: null,
      uploadError: null,
    };
  }
  const slide = snapshot.slides.find((s) => String(s.id) === params.id) ?? notFound();
  const { images, id, version, published, list, position: _p, translations, ...words } = slide;
  // An upload's outcome comes in the signed notice cookie (routes/admin/showcase-photos.ts):
  // words in the query string would let any link print what it likes on this screen.
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      slide: { id, version, published },
      list,
      name: slideName(slide),
      // The English words and, by their form names, the Kannada and Hindi ones.
      words: {
        ...(words as SlideWords),
        ...translationValues(
          translations,
          translatedSlideWords(list).map((spec) => spec.word),
        ),
      } as SlideWords,
      images: images.map((i) => ({
        id: i.imageId,
        key: i.key,
        kind: i.kind,
        alt: i.alt,
        artwork: i.storage === "static",
      })),
      history: await historyView(database, "showcase"),
      confirmDelete: url.searchParams.get("confirm") === "delete",
      saved: flash?.tone === "success" ? flash.message : (SAVED[url.searchParams.get("saved") ?? ""] ?? null),
      uploadError: flash?.tone === "error" ? flash.message : null,
    },
    { headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) {
    return data<SettingsRefusal>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const { fields } = body;
  const form = formValues(body);
  const database = getDatabase();
  const intent = typeof fields.intent === "string" ? fields.intent : "";

  if (params.id === "new") {
    const list = new URL(request.url).searchParams.get("list");
    if (!isSlideList(list)) notFound();
    const created = await createSlide(database, admin, list, form);
    if (created.ok) throw redirect(`/admin/settings/showcase/${created.value.id}?saved=created#photos`);
    if (created.reason === "invalid") {
      return data<SettingsRefusal>({ reply: created.reply, problems: created.problems }, { status: 422 });
    }
    notFound();
  }

  const id = postedNumber(params.id);
  const here = `/admin/settings/showcase/${id}`;
  const version = postedNumber(fields.version);

  const photo = /^photo:delete:(\d{1,9})$/.exec(intent);
  const result = photo
    ? await removeSlidePhoto(database, admin, id, Number(photo[1]))
    : intent === "delete"
      ? await deleteSlide(database, admin, id, version)
      : intent === "save" || intent === "publish" || intent === "hide"
        ? await saveSlide(database, admin, id, version, form, intent as SlideIntent)
        : null;
  if (!result) return data<SettingsRefusal>({ message: "Unknown action." }, { status: 400 });
  if (result.ok) {
    if (intent === "delete") {
      const list = String(fields.list ?? "hero");
      throw redirect(`/admin/settings/showcase?list=${isSlideList(list) ? list : "hero"}&saved=deleted`);
    }
    const saved = photo ? "photo-removed" : "value" in result ? (result.value as { status: string }).status : "saved";
    throw redirect(`${here}?saved=${intent === "save" ? "saved" : saved}`);
  }
  if (result.reason === "not-found") notFound();
  if (result.reason === "invalid") {
    return data<SettingsRefusal>(
      { reply: result.reply ?? postedReply(form), problems: result.problems },
      { status: 422 },
    );
  }
  return data<SettingsRefusal>({ reply: postedReply(form), conflict: true }, { status: 409 });
}

export default function SlideEditor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData;
  const { slide, list, words } = loaderData;
  const spec = LIST_SPECS[list as SlideList];
  const here = slide ? `/admin/settings/showcase/${slide.id}` : `/admin/settings/showcase/new?list=${list}`;
  return (
    <div className="mx-auto max-w-3xl pb-28 md:pb-0">
      <SettingsHeader
        title={slide ? loaderData.name : `New: ${spec.label}`}
        back={{ to: `/admin/settings/showcase?list=${list}`, label: spec.label }}
      >
        {slide && (
          <p className="mt-2 text-sm text-ink-soft">
            {slide.published ? "Shown" : "Hidden"} ·{" "}
            <a href={spec.page} className="inline-flex items-center gap-1 font-medium text-brass-deep underline">
              See the page
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            </a>
          </p>
        )}
      </SettingsHeader>
      <SaveOutcome saved={loaderData.saved} failed={failed} conflictMessage={CONFLICT_MESSAGE} reloadTo={here} />
      {slide && loaderData.confirmDelete && (
        <ConfirmPanel
          id="delete"
          title="Delete this slide for good?"
          fields={{ version: slide.version, list }}
          intent="delete"
          confirmLabel="Delete for good"
          keepTo={here}
          busy={busy}
        >
          It leaves the site with its photos. To keep it, hide it instead.
        </ConfirmPanel>
      )}
      <SlideForm
        // Fresh fields when the saved words or descriptions change (a save, a reload after a
        // conflict), but not when only the photos' order moved: what is typed stays.
        key={slide ? JSON.stringify([slide.id, words, loaderData.images.map((i) => `${i.id}:${i.alt}`).sort()]) : "new"}
        list={list as SlideList}
        slide={slide}
        words={{ ...words, ...(typedValues(failed?.reply) as Partial<SlideWords> | undefined) }}
        images={loaderData.images}
        serverErrors={failed?.reply && replyErrors(failed.reply)}
        uploadError={loaderData.uploadError}
      />
      <ChangeHistory entries={loaderData.history} showSubject />
    </div>
  );
}
