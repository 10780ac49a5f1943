import { data, redirect, useNavigation } from "react-router";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { OfferForm } from "~/components/admin/settings/offer-form";
import {
  ChangeHistory,
  SaveOutcome,
  SettingsHeader,
  type SettingsRefusal,
  typedValues,
} from "~/components/admin/settings/settings-frame";
import { staffTitle } from "~/components/admin/staff-title";
import { replyErrors } from "~/lib/forms/reply";
import { offerFormValues } from "~/lib/settings/offers";
import { assertSameOrigin, requirePermission } from "~/services/accounts/index.server";
import {
  deleteOffer,
  saveOffer,
  currentSettings,
  historyView,
  postedNumber,
  postedReply,
} from "~/services/settings/index.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/settings-offer";

export const CONFLICT_MESSAGE = "This offer was changed by someone else since you opened it";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: staffTitle(matches, loaderData?.offer?.code ?? "New offer", "Offers") },
];

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePermission(request, "manage-settings");
  const database = getDatabase();
  const { offers } = await currentSettings(database);
  const url = new URL(request.url);
  const offer = params.id === "new" ? null : (offers.find((o) => String(o.id) === params.id) ?? notFound());
  return {
    offer: offer && { id: offer.id, code: offer.code, version: offer.version },
    values: offerFormValues(offer ?? undefined),
    otherCodes: offers.filter((o) => o.id !== offer?.id).map((o) => o.code),
    confirmDelete: url.searchParams.get("confirm") === "delete",
    history: offer ? await historyView(database, "offers", offer.code) : [],
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, "manage-settings");
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 16 * 1024 });
  if (!body.ok) {
    return data<SettingsRefusal>({ message: body.message }, { status: body.status, headers: body.headers });
  }
  const { fields } = body;
  const form = formValues(body);
  const database = getDatabase();
  const target = params.id === "new" ? null : { id: postedNumber(params.id), version: postedNumber(fields.version) };

  if (fields.intent === "delete" && target) {
    const deleted = await deleteOffer(database, admin, target.id, target.version);
    if (!deleted.ok && deleted.reason === "conflict") {
      return data<SettingsRefusal>({ reply: postedReply(form), conflict: true }, { status: 409 });
    }
    throw redirect("/admin/settings/offers?saved=deleted");
  }
  const saved = await saveOffer(database, admin, target, form);
  if (saved.ok) throw redirect(`/admin/settings/offers?saved=${target ? "saved" : "created"}`);
  if (saved.reason === "invalid") return data<SettingsRefusal>({ reply: saved.reply }, { status: 422 });
  if (saved.reason === "not-found") notFound();
  return data<SettingsRefusal>({ reply: postedReply(form), conflict: true }, { status: 409 });
}

export default function OfferEditor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData;
  const typed = typedValues(failed?.reply);
  const { offer } = loaderData;
  const here = offer ? `/admin/settings/offers/${offer.id}` : "/admin/settings/offers/new";
  return (
    <div className="mx-auto max-w-3xl pb-28 md:pb-0">
      <SettingsHeader
        title={offer ? offer.code : "New offer"}
        back={{ to: "/admin/settings/offers", label: "Offers" }}
      />
      <SaveOutcome failed={failed} conflictMessage={CONFLICT_MESSAGE} reloadTo={here} />
      {offer && loaderData.confirmDelete && (
        <ConfirmPanel
          id="delete"
          title={`Delete ${offer.code} for good?`}
          fields={{ version: offer.version }}
          intent="delete"
          confirmLabel="Delete for good"
          keepTo={here}
          busy={busy}
        >
          To take it off the site and keep it, untick “Shown” instead.
        </ConfirmPanel>
      )}
      <OfferForm
        key={offer?.version ?? "new"}
        version={offer?.version ?? null}
        values={typed ? { ...loaderData.values, ...typed, published: typed.published === "on" } : loaderData.values}
        otherCodes={loaderData.otherCodes}
        serverErrors={failed?.reply && replyErrors(failed.reply)}
        deleteTo={offer ? `${here}?confirm=delete` : null}
      />
      <ChangeHistory entries={loaderData.history} />
    </div>
  );
}
