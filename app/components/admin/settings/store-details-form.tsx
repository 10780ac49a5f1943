import { LocateFixed, MapPinned } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { useMounted } from "~/components/ui/use-mounted";
import { mapsSearchLink } from "~/lib/contact/links";
import { positionFromMapLink, round } from "~/lib/settings/map-link";
import { issueErrors } from "~/lib/forms/issue-errors";
import { type StoreField, storeFormSchema, type StoreFormValues } from "~/lib/settings/store-form";
import type { StoreDetails } from "~/lib/settings/store-schema";
import { SaveBar } from "./settings-frame";

const fieldset = "space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6";
const legend = "px-1 font-display text-2xl text-ink";

/**
 * The store details form: a plain POST (works without JavaScript); with it, the same
 * rules as the server run first, so errors show at once next to their fields.
 */
export function StoreDetailsForm({
  details,
  version,
  values,
  serverErrors,
}: {
  details: StoreDetails;
  version: number;
  values: StoreFormValues;
  serverErrors?: Partial<Record<string, string>>;
}) {
  const busy = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const shown = serverErrors ?? errors;

  function check(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = storeFormSchema(details, new Date().getFullYear()).safeParse(fields);
    const next = result.success ? {} : issueErrors(result.error);
    setErrors(next);
    if (!result.success) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
    }
  }

  const field = (name: StoreField, label: string, props: Parameters<typeof Input>[0] = {}, hint?: string) => (
    <Field label={label} error={shown[name]} hint={hint} required={props.required}>
      <Input name={name} defaultValue={values[name]} {...props} />
    </Field>
  );

  return (
    <Form method="post" ref={form} onSubmit={check} noValidate className="mt-6 space-y-8">
      <input type="hidden" name="version" value={version} />
      <fieldset className={fieldset}>
        <legend className={legend}>The store</legend>
        {field("name", "Name as shown", { required: true, maxLength: 80, autoComplete: "organization" })}
        {field(
          "foundedYear",
          "Founded in",
          { required: true, inputMode: "numeric", maxLength: 4, className: "max-w-40" },
          "Years in business are counted from it.",
        )}
      </fieldset>

      <fieldset id="phones" className={`${fieldset} scroll-mt-4`}>
        <legend className={legend}>Phone numbers</legend>
        <p className="text-sm text-ink-soft">
          Shown in the banner, the footer and the contact pages. Type them as you would dial them.
        </p>
        {field("phone1", "Phone", { required: true, type: "tel", autoComplete: "tel", maxLength: 24 })}
        <Field label="Second phone" optional error={shown.phone2} hint="Leave empty if the store has one number.">
          <Input name="phone2" type="tel" autoComplete="tel" maxLength={24} defaultValue={values.phone2} />
        </Field>
        {field(
          "whatsapp",
          "WhatsApp number",
          { required: true, type: "tel", maxLength: 24 },
          "The chat button, item questions and “Confirm on WhatsApp” use it.",
        )}
      </fieldset>

      <fieldset id="email" className={`${fieldset} scroll-mt-4`}>
        <legend className={legend}>E-mail and replies</legend>
        {field("email", "E-mail", { required: true, type: "email", autoComplete: "email", maxLength: 120 })}
        {field(
          "replyHours",
          "Reply within (business hours)",
          { required: true, inputMode: "numeric", maxLength: 2, className: "max-w-28" },
          "The contact page promises it, and the inbox counts a message late after it.",
        )}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Address</legend>
        {field("street", "Street and number", { required: true, maxLength: 120, autoComplete: "address-line1" })}
        {field("locality", "Area", { required: true, maxLength: 120, autoComplete: "address-level3" })}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("city", "City", { required: true, maxLength: 60, autoComplete: "address-level2" })}
          {field("region", "State", { required: true, maxLength: 60, autoComplete: "address-level1" })}
        </div>
        {field("postalCode", "PIN code", {
          required: true,
          inputMode: "numeric",
          maxLength: 6,
          autoComplete: "postal-code",
          className: "max-w-40",
        })}
      </fieldset>

      <MapPosition values={values} errors={shown} form={form} />

      <fieldset className={fieldset}>
        <legend className={legend}>Social links</legend>
        <p className="text-sm text-ink-soft">The full https:// address of each page. An empty one is not shown.</p>
        {(["instagram", "facebook", "youtube", "linkedin"] as const).map((network) => (
          <Field key={network} label={SOCIAL_LABELS[network]} optional error={shown[network]}>
            <Input name={network} type="url" inputMode="url" maxLength={300} defaultValue={values[network]} />
          </Field>
        ))}
      </fieldset>

      <SaveBar>
        <Button type="submit" variant="primary" size="compact" disabled={busy}>
          {busy ? "Saving…" : "Save store details"}
        </Button>
      </SaveBar>
    </Form>
  );
}

const SOCIAL_LABELS = { instagram: "Instagram", facebook: "Facebook", youtube: "YouTube", linkedin: "LinkedIn" };

/**
 * Latitude and longitude, typed, read from a pasted map link, or taken from the
 * phone's own position while standing in the store.
 */
function MapPosition({
  values,
  errors,
  form,
}: {
  values: StoreFormValues;
  errors: Partial<Record<string, string>>;
  form: React.RefObject<HTMLFormElement | null>;
}) {
  // The link reader and the phone's position need the script: until it runs they are not offered.
  const scripted = useMounted();
  const [note, setNote] = useState("");
  const [position, setPosition] = useState({ lat: values.lat, lng: values.lng });

  function set(lat: number, lng: number, how: string) {
    const elements = form.current?.elements;
    const latInput = elements?.namedItem("lat") as HTMLInputElement | null;
    const lngInput = elements?.namedItem("lng") as HTMLInputElement | null;
    if (latInput) latInput.value = String(round(lat));
    if (lngInput) lngInput.value = String(round(lng));
    setPosition({ lat: String(round(lat)), lng: String(round(lng)) });
    setNote(`${how} Check it on the map, then save.`);
  }

  function fromLink(text: string) {
    if (!text.trim()) return;
    const found = positionFromMapLink(text);
    if (found) set(found.lat, found.lng, "Position read from the link.");
    else setNote("No position in that link: open it, then copy the address bar, or type the numbers.");
  }

  function here() {
    if (!navigator.geolocation) return setNote("This browser cannot tell its position: type the numbers instead.");
    setNote("Finding this phone's position…");
    navigator.geolocation.getCurrentPosition(
      (p) =>
        set(
          p.coords.latitude,
          p.coords.longitude,
          `Position of this phone (within ${Math.round(p.coords.accuracy)} m).`,
        ),
      () => setNote("The position was not given: allow it for this site, or type the numbers."),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <fieldset className={fieldset}>
      <legend className={legend}>Map position</legend>
      <p className="text-sm text-ink-soft">Where the map pin and “Get Directions” point.</p>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Latitude" required error={errors.lat}>
          <Input
            name="lat"
            inputMode="decimal"
            maxLength={12}
            defaultValue={values.lat}
            onInput={(e) => setPosition((p) => ({ ...p, lat: e.currentTarget.value }))}
          />
        </Field>
        <Field label="Longitude" required error={errors.lng}>
          <Input
            name="lng"
            inputMode="decimal"
            maxLength={12}
            defaultValue={values.lng}
            onInput={(e) => setPosition((p) => ({ ...p, lng: e.currentTarget.value }))}
          />
        </Field>
      </div>
      {scripted && (
        <Field label="Or paste a map link" optional hint="From the maps app's Share, or the address bar.">
          <Input type="url" inputMode="url" onChange={(e) => fromLink(e.currentTarget.value)} />
        </Field>
      )}
      <div className="flex flex-wrap gap-3">
        {scripted && (
          <Button type="button" variant="subtle" size="compact" onClick={here}>
            <LocateFixed aria-hidden="true" className="h-4 w-4" />
            Use this phone’s position
          </Button>
        )}
        <a
          href={mapsSearchLink(`${position.lat},${position.lng}`)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-deep underline underline-offset-4"
        >
          <MapPinned aria-hidden="true" className="h-4 w-4" />
          Check it on the map<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {note && (
        <p role="status" className="text-sm text-ink">
          {note}
        </p>
      )}
    </fieldset>
  );
}
