import { ImagePlus, Plus, Trash2, Upload } from "lucide-react";
import { Form } from "react-router";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { MoveButtons } from "~/components/admin/move-buttons";
import { Button } from "~/components/ui/button";
import { Field, FileInput, Input } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { FIGURE_PLACEHOLDERS, figureField, HERO_LIMITS, type HeroFigure } from "~/lib/catalogue/collection-hero";
import type { ImageRef } from "~/lib/media/image-ref";
import { type FormReply, replyErrors, replyValues } from "~/lib/forms/reply";

const UPLOAD_FORM_ID = "hero-picture-upload";
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * The hero picture of a collection screen: the one it shows now and a new one with
 * what it shows, asked for together (a picture is never on the site undescribed),
 * posted to the collection's page through the one image pipeline. A plain form:
 * it works without JavaScript.
 */
export function HeroPictureSection({
  slug,
  version,
  image,
  uploaded,
  notice,
  busy,
}: {
  slug: string;
  version: number;
  image: ImageRef;
  /** False while it is the seeded artwork. */
  uploaded: boolean;
  notice: { tone: "success" | "error"; message: string } | null;
  busy: boolean;
}) {
  return (
    <section
      id="hero-picture"
      aria-labelledby="hero-picture-title"
      className="mt-8 scroll-mt-4 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h2 id="hero-picture-title" className="font-display text-2xl text-ink">
        Hero picture
      </h2>
      <p className="mt-1 text-sm text-ink-soft">The picture beside the title at the top of the screen.</p>
      {notice && (
        <FormMessage tone={notice.tone} className="mt-3">
          {notice.message}
        </FormMessage>
      )}
      <div className="mt-4 flex gap-4">
        <Picture
          image={{ ...image, alt: "" }}
          sizes="112px"
          className="aspect-[4/5] w-24 shrink-0 rounded-card bg-sand sm:w-28"
        />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-ink">{uploaded ? "The store's photo" : "Generated artwork"}</p>
          <p className="mt-1 text-ink-soft">
            <span className="font-medium text-ink">What it shows:</span> {image.alt}
          </p>
          {!uploaded && <p className="mt-1 text-ink-soft">Replace it with the store's own photograph.</p>}
        </div>
      </div>
      <form
        id={UPLOAD_FORM_ID}
        method="post"
        action={`/admin/collections/${slug}`}
        encType="multipart/form-data"
        className="mt-5 space-y-3 border-t border-line pt-4"
      >
        <input type="hidden" name="version" value={version} />
        <h3 className="flex items-center gap-2 font-sans text-sm font-semibold text-ink">
          <ImagePlus aria-hidden="true" className="h-4 w-4 text-brass-deep" />
          Replace the picture
        </h3>
        <Field
          label="Choose a photo"
          required
          hint="JPEG, PNG, WebP or AVIF, up to 15 MB. Shown upright at 4:5; location and camera details are removed."
        >
          <FileInput name="photo" accept={ACCEPT} />
        </Field>
        <Field
          label="What it shows"
          required
          hint={`For visitors who cannot see it: the garment, its colour, at least ${HERO_LIMITS.altMin} characters.`}
        >
          <Input name="alt" minLength={HERO_LIMITS.altMin} maxLength={HERO_LIMITS.alt} />
        </Field>
        <Button type="submit" variant="dark" size="compact" disabled={busy}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          Replace the picture
        </Button>
      </form>
    </section>
  );
}

type Badges = { badge: string; tag: string; figures: Array<HeroFigure & { shown: string }> };
type Row = { row: number; value: string; label: string; shown?: string };

/** The rows as the last refused post had them (by their posted row), or as saved. */
function rowsOf(badges: Badges, typed: Record<string, string> | null): { rows: Row[]; blank: number | null } {
  const rows: Row[] = typed
    ? Array.from({ length: HERO_LIMITS.figures + 1 }, (_, row) => ({
        row,
        value: typed[figureField(row, "value")] ?? "",
        label: typed[figureField(row, "label")] ?? "",
      })).filter((r) => r.value || r.label)
    : badges.figures.map((f, row) => ({ row, value: f.value, label: f.label, shown: f.shown }));
  const used = new Set(rows.map((r) => r.row));
  const free = Array.from({ length: HERO_LIMITS.figures + 1 }, (_, row) => row).find((row) => !used.has(row));
  return { rows, blank: rows.length < HERO_LIMITS.figures && free !== undefined ? free : null };
}

/**
 * The hero's badge, tag and figures: one form whose every button saves it as it
 * stands, "Move up", "Move down" and "Remove" with their change applied (plain posts,
 * the filters' pattern, so it works without JavaScript); a blank row adds a figure.
 * Saved against the collection's version, like its words.
 */
export function HeroBadgesForm({
  version,
  badges,
  reply,
  conflict,
  conflictMessage,
  reloadTo,
  notice,
  busy,
}: {
  version: number;
  badges: Badges;
  reply: FormReply | undefined;
  conflict: boolean;
  conflictMessage: string;
  reloadTo: string;
  /** What the last save did (it comes back to this form). */
  notice: { tone: "success" | "error"; message: string } | null;
  busy: boolean;
}) {
  const errors = replyErrors(reply);
  const typed = reply ? replyValues(reply) : null;
  const { rows, blank } = rowsOf(badges, typed);
  const text = (name: "heroBadge" | "heroTag", saved: string) => (typed ? (typed[name] ?? "") : saved);
  return (
    <Form
      method="post"
      id="badges"
      aria-labelledby="badges-title"
      className="mt-8 scroll-mt-4 space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6"
      // A refused post's words come back in the fields: a new key puts them there.
      key={reply ? JSON.stringify(reply.initialValue ?? {}) : `saved-${version}`}
    >
      <input type="hidden" name="version" value={version} />
      <div>
        <h2 id="badges-title" className="font-display text-2xl text-ink">
          Badges and figures
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Short words on the hero, each shown only when it has some. The rating line is counted from reviews and is not
          set here.
        </p>
      </div>
      <div aria-live="polite" className="space-y-3 empty:hidden">
        {conflict && (
          <ConflictMessage
            message={conflictMessage}
            hint="Your changes are not saved; they are still in the form. Reload to see the latest."
            reloadTo={reloadTo}
            reloadLabel="Reload the collection"
          />
        )}
        {notice && <FormMessage tone={notice.tone}>{notice.message}</FormMessage>}
        {!conflict && Object.keys(errors).length > 0 && (
          <FormMessage tone="error">Some fields need a look: see the messages below.</FormMessage>
        )}
      </div>
      <Field
        label="Badge above the title"
        optional
        error={errors.heroBadge}
        hint={`E.g. New Summer Collection. At most ${HERO_LIMITS.badge} characters.`}
      >
        <Input
          name="heroBadge"
          type="text"
          defaultValue={text("heroBadge", badges.badge)}
          maxLength={HERO_LIMITS.badge}
        />
      </Field>
      <Field
        label="Tag on the picture"
        optional
        error={errors.heroTag}
        hint={`E.g. Limited Edition. At most ${HERO_LIMITS.tag} characters.`}
      >
        <Input name="heroTag" type="text" defaultValue={text("heroTag", badges.tag)} maxLength={HERO_LIMITS.tag} />
      </Field>

      <fieldset>
        <legend className="font-sans text-sm font-semibold tracking-wide text-brass-deep uppercase">Figures</legend>
        <p className="mt-1 text-xs text-ink-soft">
          Up to {HERO_LIMITS.figures}, in one row under the hero's words. {FIGURE_PLACEHOLDERS[1]} shows the customers
          figure kept in Settings.
        </p>
        {rows.length === 0 && <p className="mt-3 text-sm text-ink-soft">No figures: add one below.</p>}
        <ol className="mt-3 space-y-3">
          {rows.map((r, index) => (
            <li key={r.row} className="rounded-card border border-line bg-ivory p-3" data-testid="hero-figure">
              <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
                <Field
                  label={`Figure ${index + 1}`}
                  error={errors[figureField(r.row, "value")]}
                  hint={r.shown && r.shown !== r.value ? `Shows ${r.shown}` : undefined}
                >
                  <Input
                    name={figureField(r.row, "value")}
                    type="text"
                    defaultValue={r.value}
                    maxLength={HERO_LIMITS.figureValue}
                  />
                </Field>
                <Field label={`Label of figure ${index + 1}`} error={errors[figureField(r.row, "label")]}>
                  <Input
                    name={figureField(r.row, "label")}
                    type="text"
                    defaultValue={r.label}
                    maxLength={HERO_LIMITS.figureLabel}
                  />
                </Field>
              </div>
              <div className="mt-2 flex items-center gap-2">
                <MoveButtons
                  intent="figure"
                  id={r.row}
                  index={index}
                  count={rows.length}
                  label={`figure ${index + 1}`}
                  disabled={busy}
                />
                <Button
                  type="submit"
                  name="intent"
                  value={`figure:delete:${r.row}`}
                  formNoValidate
                  variant="danger"
                  size="compact"
                  className="ml-auto"
                  disabled={busy}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove<span className="sr-only"> figure {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {blank !== null && (
          <div className="mt-3 rounded-card border border-dashed border-ink-soft/50 p-3">
            <p className="flex items-center gap-2 font-sans text-sm font-semibold text-ink">
              <Plus aria-hidden="true" className="h-4 w-4 text-brass-deep" />
              Add a figure
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
              <Field label="New figure" optional error={errors[figureField(blank, "value")]} hint="E.g. 24/7">
                <Input name={figureField(blank, "value")} type="text" maxLength={HERO_LIMITS.figureValue} />
              </Field>
              <Field
                label="Its label"
                optional
                error={errors[figureField(blank, "label")]}
                hint="E.g. Customer Support"
              >
                <Input name={figureField(blank, "label")} type="text" maxLength={HERO_LIMITS.figureLabel} />
              </Field>
            </div>
          </div>
        )}
      </fieldset>
      <Button type="submit" name="intent" value="badges" variant="primary" size="compact" disabled={busy}>
        Save badges and figures
      </Button>
    </Form>
  );
}
