import { Camera, Check, ExternalLink, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { CropEditor } from "~/components/admin/catalogue/crop-editor";
import { BackToProducts } from "~/components/admin/catalogue/product-editor";
import { sendPhotoTo } from "~/components/admin/catalogue/product-photos";
import { FootBar } from "~/components/admin/foot-bar";
import { ConflictMessage, FormMessage } from "~/components/admin/form-message";
import { StatusPill } from "~/components/admin/status-pill";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, Textarea } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { useMounted } from "~/components/ui/use-mounted";
import { PRODUCT_LIMITS } from "~/lib/catalogue/product-form";
import { cn } from "~/lib/ui/cn";
import { type Crop, CENTRED, formatCrop } from "~/lib/media/crop";
import type { ImageKind } from "~/lib/media/image-ref";

type Photo = { id: number; key: string; kind: string; alt: string; draft: boolean; artwork: boolean };

export type PhotoDayView = {
  item: { id: number; title: string; version: number; collection: string; path: string; photos: Photo[] } | null;
  progress: { done: number; total: number };
  heldByOthers: number;
  claimMinutes: number;
  flash: { tone: "success" | "error"; message: string } | null;
};

export type PhotoDayRefusal = {
  message?: string;
  conflict?: true;
  alts?: Record<string, string>;
  cover?: number | null;
};

const UPLOAD_FORM_ID = "photo-day-upload";
const count = (n: number) => n.toLocaleString("en-IN");

/**
 * The photo day at the counter, on a phone: the item, its photos, "Take photo" (the
 * phone's camera, several in turn), each photo cropped to the card's shape and seen
 * before it is sent, the cover and the words, then Save and next. Without script the
 * camera's photos go in one plain post and the server cuts each around its middle; the
 * photos shown after it are the crops the site will show.
 */
export function PhotoDay({
  item,
  progress,
  heldByOthers,
  claimMinutes,
  flash,
  actionData,
}: PhotoDayView & { actionData?: PhotoDayRefusal }) {
  const left = progress.total - progress.done;
  return (
    <div className="mx-auto max-w-3xl pb-28">
      <BackToProducts />
      <h1 className="mt-2 text-3xl sm:text-4xl">Photo day</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">
        Each published item whose card still shows generated artwork, one at a time: photograph it, describe it, save.
        Leave whenever you like; you come back to what is still on artwork.
      </p>
      <div className="mt-4">
        <p data-testid="photo-day-progress" className="text-sm text-ink">
          <strong className="font-semibold">
            {count(progress.done)} of {count(progress.total)} done
          </strong>
          {left > 0 && <span className="text-ink-soft"> · {count(left)} to go</span>}
        </p>
        <progress
          max={Math.max(progress.total, 1)}
          value={progress.done}
          aria-label="Items with a photograph"
          className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brass [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-brass"
        />
      </div>

      <div className="mt-6 space-y-3 empty:hidden" aria-live="polite">
        {actionData?.conflict && (
          <ConflictMessage
            message="This item was changed by someone else since you opened it"
            hint="Your photos are kept as drafts. Reload to see the item as it is now, then save again."
            reloadTo="/admin/photo-day"
            reloadLabel="Reload"
          />
        )}
        {actionData?.message && <FormMessage tone="error">{actionData.message}</FormMessage>}
        {!actionData && flash && <FormMessage tone={flash.tone}>{flash.message}</FormMessage>}
      </div>

      {item ? (
        <ItemTurn key={item.id} item={item} claimMinutes={claimMinutes} refusal={actionData} />
      ) : (
        <AllDone left={left} heldByOthers={heldByOthers} total={progress.total} />
      )}
    </div>
  );
}

function AllDone({ left, heldByOthers, total }: { left: number; heldByOthers: number; total: number }) {
  return (
    <section className="mt-6 rounded-card border border-line bg-paper p-6 text-center" data-testid="photo-day-done">
      {left === 0 ? (
        <>
          <Check aria-hidden="true" className="mx-auto h-10 w-10 text-brass-deep" strokeWidth={1.5} />
          <h2 className="mt-3 font-display text-2xl text-ink">All done</h2>
          <p className="mt-2 text-sm text-ink-soft">
            {total === 0
              ? "No published item is waiting for a photo."
              : `Every one of the ${count(total)} published items shows a photograph of its own.`}
          </p>
        </>
      ) : (
        <>
          <h2 className="font-display text-2xl text-ink">Colleagues have the rest</h2>
          <p className="mt-2 text-sm text-ink-soft">
            {heldByOthers === 1
              ? "The one item left is being photographed by a colleague right now."
              : `The ${count(left)} items left are being photographed by colleagues right now.`}{" "}
            Skipped ones come back once theirs are saved or let go; look again in a few minutes.
          </p>
          <Link
            to="/admin/photo-day"
            className={buttonVariants({ variant: "subtle", size: "compact", className: "mt-4" })}
          >
            Look again
          </Link>
        </>
      )}
      <p className="mt-4">
        <Link to="/admin/products" className="text-sm font-medium text-brass-deep underline underline-offset-4">
          Back to the products
        </Link>
      </p>
    </section>
  );
}

/** A photo taken, waiting for its crop: its object URL lives until it is used or discarded. */
type Pending = { file: File; id: number; url: string };
type Sending = { name: string; progress: number; failed?: string };

function ItemTurn({
  item,
  claimMinutes,
  refusal,
}: {
  item: NonNullable<PhotoDayView["item"]>;
  claimMinutes: number;
  refusal: PhotoDayRefusal | undefined;
}) {
  const mounted = useMounted();
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle";
  const inputId = useId();
  const [queue, setQueue] = useState<Pending[]>([]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const images = `/admin/products/${item.id}/images`;
  const drafts = item.photos.filter((p) => p.draft);
  const onSite = item.photos.filter((p) => !p.draft);
  const firstNew = drafts[0]?.id ?? onSite[0]?.id ?? null;
  const chosenCover = refusal?.cover ?? firstNew;
  const photoNumber = new Map(item.photos.map((p, i) => [p.id, i + 1]));

  function take(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = "";
    setFailure(null);
    const taken = files.map((file, i) => ({ file, id: Date.now() + i, url: URL.createObjectURL(file) }));
    setQueue((list) => [...list, ...taken]);
  }

  async function use(crop: Crop) {
    const current = queue[0];
    if (!current) return;
    // A try again after a refusal (the upload limit, a lost connection) starts clean.
    setFailure(null);
    setSending({ name: current.file.name, progress: 0 });
    const result = await sendPhotoTo(`${images}?crop=${formatCrop(crop)}`, current.file, (progress) =>
      setSending((s) => (s ? { ...s, progress } : s)),
    );
    setSending(null);
    if (!result.ok) {
      setFailure(result.message ?? "The photo was not added. Please try again.");
      return;
    }
    URL.revokeObjectURL(current.url);
    setQueue((list) => list.slice(1));
    await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="photo-day-item" className="mt-6">
      <div className="rounded-card border border-line bg-paper p-4 sm:p-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">{item.collection}</p>
        <h2 id="photo-day-item" className="mt-1 font-display text-2xl break-words text-ink">
          {item.title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Yours for {claimMinutes} minutes: a colleague on the photo day gets another item.{" "}
          <a
            href={item.path}
            className="inline-flex items-center gap-1 font-medium text-brass-deep underline underline-offset-4"
          >
            See it on the site
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        </p>
      </div>

      <div className="mt-4 rounded-card border border-dashed border-ink-soft/50 p-4">
        {queue[0] ? (
          <CropEditor
            key={queue[0].id}
            name={queue[0].file.name}
            src={queue[0].url}
            waiting={queue.length - 1}
            sending={sending}
            onUse={(crop) => void use(crop)}
            onDiscard={() => {
              URL.revokeObjectURL(queue[0]!.url);
              setFailure(null);
              setQueue((list) => list.slice(1));
            }}
          />
        ) : (
          <>
            <label
              htmlFor={inputId}
              className={buttonVariants({ variant: "dark", size: "lg", className: "w-full cursor-pointer" })}
            >
              <Camera aria-hidden="true" className="h-5 w-5" />
              Take photo
            </label>
            <input
              id={inputId}
              type="file"
              name="photos"
              accept="image/*"
              capture="environment"
              multiple
              form={UPLOAD_FORM_ID}
              aria-describedby={`${inputId}-hint`}
              onChange={mounted ? take : undefined}
              className={mounted ? "sr-only" : "mt-3 block w-full text-sm text-ink"}
            />
            <p id={`${inputId}-hint`} className="mt-2 text-xs text-ink-soft">
              {mounted
                ? "Take several in turn: each is cut to the card’s shape, and you see the cut before it is added."
                : "Take or choose the photos, then add them: each is cut to the card’s shape around its middle."}
            </p>
            {!mounted && (
              <Button type="submit" form={UPLOAD_FORM_ID} variant="subtle" size="compact" className="mt-3">
                Add the photos
              </Button>
            )}
          </>
        )}
        {failure && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {failure}
          </p>
        )}
      </div>

      <Form method="post" className="mt-4">
        <input type="hidden" name="item" value={item.id} />
        <input type="hidden" name="version" value={item.version} />
        {drafts.length > 0 && (
          <fieldset className="rounded-card border border-line bg-paper p-4 sm:p-6">
            <legend className="px-1 text-sm font-semibold text-ink">New photos, not on the site yet</legend>
            <ul className="space-y-4">
              {drafts.map((photo) => {
                const n = photoNumber.get(photo.id)!;
                return (
                  <li key={photo.id} data-photo={photo.id} className="flex gap-3">
                    <div className="flex w-24 shrink-0 flex-col items-center gap-1 sm:w-32">
                      <Picture
                        image={{ key: photo.key, kind: photo.kind as ImageKind, alt: "" }}
                        sizes="128px"
                        className="aspect-[4/5] w-full rounded-card bg-sand"
                      />
                      <StatusPill status="draft" />
                    </div>
                    <div className="min-w-0 flex-1 space-y-2">
                      <Field
                        label={`Alt text of photo ${n}`}
                        hint="What a screen reader says: the garment, its colour, the view."
                      >
                        <Textarea
                          name={`alt-${photo.id}`}
                          rows={2}
                          defaultValue={refusal?.alts?.[String(photo.id)] ?? item.title}
                          maxLength={PRODUCT_LIMITS.alt}
                        />
                      </Field>
                      <div className="flex flex-wrap items-center gap-2">
                        <CoverChoice id={photo.id} label={`photo ${n}`} checked={chosenCover === photo.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value={`photo:delete:${photo.id}`}
                          formAction={`${images}?back=photo-day`}
                          formNoValidate
                          variant="danger"
                          size="compact"
                          className="ml-auto max-sm:min-w-11 max-sm:px-0"
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          <span className="max-sm:sr-only">Remove</span>
                          <span className="sr-only"> photo {n}</span>
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {onSite.length > 0 && (
          <section
            aria-labelledby="photo-day-on-site"
            className="mt-4 rounded-card border border-line bg-paper p-4 sm:p-6"
          >
            <h3 id="photo-day-on-site" className="font-sans text-sm font-semibold text-ink">
              On the site now
            </h3>
            <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
              {onSite.map((photo, i) => (
                <li key={photo.id} className="w-16 shrink-0 text-center">
                  <Picture
                    image={{ key: photo.key, kind: photo.kind as ImageKind, alt: photo.alt }}
                    sizes="64px"
                    className="aspect-[4/5] w-16 rounded-card bg-sand"
                  />
                  <span className="mt-1 block text-[11px] leading-tight text-ink-soft">
                    {i === 0 ? "Cover" : `Photo ${i + 1}`}
                    {photo.artwork && <span className="block">Artwork</span>}
                  </span>
                  {/* A photograph saved earlier, behind the artwork: it can be the card's picture as it is. */}
                  {i > 0 && !photo.artwork && (
                    <CoverChoice id={photo.id} label={`photo ${i + 1}`} checked={chosenCover === photo.id} compact />
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <FootBar label="Photo day">
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="primary"
            size="lg"
            disabled={busy || sending !== null || (drafts.length === 0 && !onSite.some((p) => !p.artwork))}
            className="flex-1 sm:flex-none"
          >
            Save and next
          </Button>
          <Button type="submit" name="intent" value="skip" formNoValidate variant="subtle" size="lg" disabled={busy}>
            Skip
          </Button>
        </FootBar>
      </Form>
      <form
        id={UPLOAD_FORM_ID}
        method="post"
        action={`${images}?back=photo-day&crop=${formatCrop(CENTRED)}`}
        encType="multipart/form-data"
        hidden
      />
    </section>
  );
}

/** "Make cover": a radio among the item's photos, so it works as a plain form too. */
function CoverChoice({
  id,
  label,
  checked,
  compact = false,
}: {
  id: number;
  label: string;
  checked: boolean;
  /** Under a thumbnail: the radio and a short word. */
  compact?: boolean;
}) {
  return (
    <label
      className={cn(
        "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-line-strong bg-ivory font-medium text-ink has-[:checked]:border-brass-deep has-[:checked]:bg-sand",
        compact ? "mt-1 w-full justify-center px-1 text-xs leading-tight" : "px-3 text-sm",
      )}
    >
      <input type="radio" name="cover" value={id} defaultChecked={checked} className="h-4 w-4 accent-brass-deep" />
      Make cover
      <span className="sr-only">: {label}</span>
    </label>
  );
}
