import { ImagePlus, Trash2, Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/admin/form-message";
import { PhotoOrderList } from "~/components/admin/photo-order-list";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field, FileInput, Input, Textarea } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import type { ImageKind } from "~/lib/media/image-ref";
import {
  ALT_MAX,
  ALT_MIN,
  LIST_SPECS,
  type SlideList,
  type SlideWords,
  SLIDE_CONFLICT,
  slidePublishProblems,
  translatedSlideWords,
} from "~/lib/settings/showcase";
import { TranslationFields } from "~/components/admin/translation-fields";
import { slideFormSchema } from "~/lib/settings/slide-words";
import { issueErrors } from "~/lib/forms/issue-errors";
import { cn } from "~/lib/ui/cn";
import { SaveBar } from "./settings-frame";

type SlideImage = { id: number; key: string; kind: ImageKind; alt: string; artwork: boolean };

const UPLOAD_FORM_ID = "slide-photo-upload";

/**
 * One slide of any showcase list: the words that list shows (labelled as the list
 * calls them), its photos with their descriptions, and a photo upload that asks for
 * the description with the file. Plain forms; with JavaScript the rules run first.
 */
export function SlideForm({
  list,
  slide,
  words,
  images,
  serverErrors,
  uploadError,
}: {
  list: SlideList;
  slide: { id: number; version: number; published: boolean } | null;
  words: SlideWords;
  images: readonly SlideImage[];
  serverErrors?: Partial<Record<string, string>>;
  uploadError: string | null;
}) {
  const spec = LIST_SPECS[list];
  const busy = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(serverErrors ?? {});
  const [problems, setProblems] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const shown = serverErrors ?? errors;

  function check(event: FormEvent<HTMLFormElement>) {
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "";
    if (intent.startsWith("photo:") || intent === "hide") return;
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const result = slideFormSchema(list).safeParse(fields);
    const next = result.success ? {} : issueErrors(result.error);
    const alts = images.map((image) => ({ alt: fields[`alt-${image.id}`] ?? image.alt }));
    const nextProblems = intent === "publish" && result.success ? slidePublishProblems(alts) : [];
    setErrors(next);
    setProblems(nextProblems);
    if (!result.success || nextProblems.length) {
      event.preventDefault();
      form.current?.querySelector<HTMLElement>(`[name="${Object.keys(next)[0] ?? "alt-"}"]`)?.focus();
    }
  }

  return (
    <>
      {problems.length > 0 && (
        <FormMessage tone="error" className="mt-6">
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </FormMessage>
      )}
      <Form method="post" ref={form} onSubmit={check} noValidate className="mt-6 space-y-8">
        {slide && <input type="hidden" name="version" value={slide.version} />}
        {spec.words.length > 0 && (
          <fieldset className="space-y-5 rounded-card border border-line bg-paper p-4 sm:p-6">
            <legend className="px-1 font-display text-2xl text-ink">Words</legend>
            {spec.words.map((w) => (
              <Field
                key={w.word}
                label={w.label}
                required={w.required}
                optional={!w.required}
                error={shown[w.word]}
                hint={w.hint}
              >
                {w.word === "description" || w.word === "subtitle" ? (
                  <Textarea name={w.word} rows={3} maxLength={w.max} defaultValue={words[w.word]} />
                ) : (
                  <Input
                    name={w.word}
                    maxLength={w.max}
                    defaultValue={words[w.word]}
                    {...(w.count ? { inputMode: "numeric" as const } : {})}
                  />
                )}
              </Field>
            ))}
            {translatedSlideWords(list).length > 0 && (
              <TranslationFields
                fields={translatedSlideWords(list).map((w) => ({
                  name: w.word,
                  label: w.label,
                  max: w.max,
                  multiLine: w.word === "description" || w.word === "subtitle",
                }))}
                values={words}
                errors={shown}
              />
            )}
          </fieldset>
        )}

        {slide && (
          <section
            id="photos"
            aria-labelledby="photos-title"
            className="scroll-mt-4 space-y-4 rounded-card border border-line bg-paper p-4 sm:p-6"
          >
            <h2 id="photos-title" className="font-display text-2xl text-ink">
              {spec.maxImages === 1 ? "Photo" : "Photos"}
            </h2>
            {images.length === 0 && <p className="text-sm text-ink-soft">No photo yet: upload one below.</p>}
            {uploadError && (
              <p role="alert" className="text-sm text-danger">
                {uploadError}
              </p>
            )}
            {shown.images && <p className="text-sm text-danger">{shown.images}</p>}
            {images.length > 0 && spec.maxImages > 1 && (
              <>
                {images.length > 1 && (
                  <p className="text-sm text-ink-soft">
                    The first photo is the cover: the one the card opens with. Make another the cover in one tap, or
                    move the photos into the order the page shows them (drag a photo by its handle; with the keyboard:
                    Space on the handle, the arrow keys, Space).
                  </p>
                )}
                <PhotoOrderList
                  photos={images}
                  version={slide.version}
                  route={`/admin/settings/showcase/${slide.id}/photos`}
                  label="Photos, in the order the page shows them"
                  conflict={{
                    message: SLIDE_CONFLICT,
                    reloadTo: `/admin/settings/showcase/${slide.id}#photos`,
                    reloadLabel: "Reload the slide",
                  }}
                  frame={FRAMES[spec.kind]}
                  sizes="160px"
                  busy={busy}
                  removeAction={null}
                  canRemove={images.length > 1 || !slide.published}
                  renderFields={(image, i) => (
                    <div data-testid="slide-photo">
                      <PhotoDescription image={image} index={i} />
                    </div>
                  )}
                />
              </>
            )}
            {spec.maxImages === 1 && (
              <ul className="space-y-4">
                {images.map((image, i) => (
                  <li key={image.id} className="flex flex-col gap-3 sm:flex-row" data-testid="slide-photo">
                    <Picture
                      image={{ key: image.key, kind: image.kind, alt: "" }}
                      sizes="160px"
                      className={cn(FRAMES[spec.kind], "shrink-0 rounded-card bg-sand")}
                    />
                    <div className="min-w-0 flex-1 space-y-2">
                      <PhotoDescription image={image} index={i} />
                      {(images.length > 1 || !slide.published) && (
                        <Button
                          type="submit"
                          name="intent"
                          value={`photo:delete:${image.id}`}
                          variant="danger"
                          size="compact"
                          disabled={busy}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          Remove<span className="sr-only"> photo {i + 1}</span>
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <UploadFields
              slideId={slide.id}
              replaces={spec.maxImages === 1 && images.length > 0}
              full={
                spec.maxImages > 1 && images.length >= spec.maxImages
                  ? { max: spec.maxImages, artwork: images.some((image) => image.artwork) }
                  : null
              }
            />
          </section>
        )}

        <SaveBar>
          {!slide && (
            <Button type="submit" name="intent" value="create" variant="dark" size="compact" disabled={busy}>
              Add, then choose a photo
            </Button>
          )}
          {slide && !slide.published && (
            <Button type="submit" name="intent" value="publish" variant="primary" size="compact" disabled={busy}>
              Show on the site
            </Button>
          )}
          {slide && (
            <Button
              type="submit"
              name="intent"
              value="save"
              variant={slide.published ? "primary" : "subtle"}
              size="compact"
              disabled={busy}
            >
              Save
            </Button>
          )}
          {slide?.published && (
            <Button type="submit" name="intent" value="hide" variant="subtle" size="compact" disabled={busy}>
              Hide
            </Button>
          )}
          {slide && !spec.fixed && (
            <Link
              to="?confirm=delete"
              className={buttonVariants({ variant: "danger", size: "compact", className: "ml-auto" })}
            >
              Delete
            </Link>
          )}
        </SaveBar>
      </Form>
      {slide && (
        <form
          id={UPLOAD_FORM_ID}
          method="post"
          action={`/admin/settings/showcase/${slide.id}/photos`}
          encType="multipart/form-data"
          hidden
        />
      )}
    </>
  );
}

/** A photo's description, saved with the slide's words. */
function PhotoDescription({ image, index }: { image: SlideImage; index: number }) {
  return (
    <Field
      label={`Description of photo ${index + 1}`}
      hint={image.artwork ? "Generated artwork: replace it with the store's own photograph." : undefined}
    >
      <Input name={`alt-${image.id}`} maxLength={ALT_MAX} minLength={ALT_MIN} defaultValue={image.alt} />
    </Field>
  );
}

/**
 * A photo's thumbnail in its list's own frame (aspect and width), so staff see what the
 * page will crop; on a phone smaller, beside its description.
 */
const FRAMES: Record<ImageKind, string> = {
  portrait: "aspect-[4/5] w-20 sm:w-28",
  landscape: "aspect-[3/2] w-28 sm:w-40",
  square: "aspect-square w-20 sm:w-32",
  wide: "aspect-video w-28 sm:w-40",
};

/**
 * The photo upload: the file and its description together, so a slide never shows an
 * undescribed picture. The fields belong to a form of their own (outside the words'
 * form), posted to the upload route; it works without JavaScript.
 */
function UploadFields({
  slideId,
  replaces,
  full,
}: {
  slideId: number;
  replaces: boolean;
  /** The list's photos are all there: with artwork among them, a new one takes the last artwork's place (the server's rule). */
  full: { max: number; artwork: boolean } | null;
}) {
  return (
    <div className="space-y-3 border-t border-line pt-4" data-slide={slideId}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ImagePlus aria-hidden="true" className="h-4 w-4 text-brass-deep" />
        {replaces ? "Replace the photo" : full?.artwork ? "Replace the generated artwork" : "Add a photo"}
      </h3>
      {full && (
        <p className="text-sm text-ink-soft">
          {full.artwork
            ? "Each photo you upload takes the place of the last generated picture left."
            : `It holds ${full.max} photos: remove one to add another.`}
        </p>
      )}
      <Field
        label="Choose a photo"
        hint="JPEG, PNG, WebP or AVIF, up to 15 MB. Location and camera details are removed."
      >
        <FileInput form={UPLOAD_FORM_ID} name="photo" accept="image/jpeg,image/png,image/webp,image/avif" />
      </Field>
      <Field label="What it shows" hint={`For visitors who cannot see it: at least ${ALT_MIN} characters.`}>
        <Input form={UPLOAD_FORM_ID} name="alt" maxLength={ALT_MAX} />
      </Field>
      <Button type="submit" form={UPLOAD_FORM_ID} variant="dark" size="compact">
        <Upload aria-hidden="true" className="h-4 w-4" />
        Upload
      </Button>
    </div>
  );
}
