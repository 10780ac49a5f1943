import { Check, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { type Crop, CENTRED, clampCrop, cropRegion, kindAspect, MAX_CROP_ZOOM, movedCrop } from "~/lib/media/crop";
import { IMAGE_KINDS } from "~/lib/media/images";

/** The card's shape, as lib/media knows it: what every product photo is cut to. */
const CARD = "portrait" as const;
const ASPECT = kindAspect(CARD);

/**
 * A photo just taken, shown in the card's frame before it is sent: drag it (or use the
 * arrow keys) to move it in the frame, the slider to zoom. The numbers go to the
 * server, which makes the same cut with sharp (lib/media/crop.ts for both), so what is
 * seen here is what the card shows.
 */
export function CropEditor({
  name,
  src,
  waiting,
  sending,
  onUse,
  onDiscard,
}: {
  /** The photo's file name, and its object URL (made and revoked by the caller). */
  name: string;
  src: string;
  /** Photos taken after this one, waiting for their turn. */
  waiting: number;
  sending: { progress: number } | null;
  onUse: (crop: Crop) => void;
  onDiscard: () => void;
}) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState<Crop>(CENTRED);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);
  const zoomId = useId();

  const region = size ? cropRegion(size.width, size.height, ASPECT, crop) : null;
  /** Photo pixels per pixel of the frame on screen. */
  const scale = () => (region && frame.current ? region.width / frame.current.clientWidth : 1);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!size || sending) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || !size) return;
    const k = scale();
    // Dragging the photo right shows more of its left: the frame moves the other way.
    setCrop(
      movedCrop(
        size.width,
        size.height,
        ASPECT,
        start.crop,
        -(event.clientX - start.x) * k,
        -(event.clientY - start.y) * k,
      ),
    );
  }
  function endDrag() {
    drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!size || !region) return;
    const step = region.width * 0.05;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setCrop(movedCrop(size.width, size.height, ASPECT, crop, move[0], move[1]));
  }

  const spec = IMAGE_KINDS[CARD];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div
        ref={frame}
        role="group"
        aria-label="Crop preview: drag the photo, or use the arrow keys, to place it in the card"
        tabIndex={0}
        data-testid="crop-preview"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        style={{ aspectRatio: `${spec.width} / ${spec.height}` }}
        className="relative w-full max-w-[16rem] shrink-0 cursor-grab touch-none self-center overflow-hidden rounded-card bg-sand select-none active:cursor-grabbing sm:self-start"
      >
        <img
          src={src}
          alt=""
          draggable={false}
          onLoad={(event) =>
            setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          className="absolute max-w-none"
          style={
            size && region
              ? {
                  width: `${(size.width / region.width) * 100}%`,
                  height: `${(size.height / region.height) * 100}%`,
                  left: `${(-region.left / region.width) * 100}%`,
                  top: `${(-region.top / region.height) * 100}%`,
                }
              : { visibility: "hidden" }
          }
        />
        {/* The card's thirds, to place the garment. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid grid-cols-3 grid-rows-3">
          {Array.from({ length: 9 }, (_, i) => (
            <span key={i} className="border border-ivory/30" />
          ))}
        </div>
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">This is how the card will show it</p>
        <p className="mt-1 text-xs text-ink-soft">
          {name}
          {waiting > 0 && ` · ${waiting} more after this one`}
        </p>
        <label htmlFor={zoomId} className="mt-4 block text-sm font-medium text-ink">
          Zoom
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_CROP_ZOOM}
          step={0.05}
          value={crop.zoom}
          disabled={!size || sending !== null}
          onChange={(event) => setCrop(clampCrop({ ...crop, zoom: Number(event.currentTarget.value) }))}
          className="mt-2 h-11 w-full accent-brass-deep"
        />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="button"
            variant="primary"
            size="compact"
            disabled={!size || sending !== null}
            onClick={() => onUse(crop)}
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Use this photo
          </Button>
          <Button type="button" variant="subtle" size="compact" disabled={sending !== null} onClick={onDiscard}>
            <X aria-hidden="true" className="h-4 w-4" />
            Discard
          </Button>
        </div>
        {sending && (
          <progress
            max={1}
            value={sending.progress}
            aria-label="Sending the photo"
            className="mt-3 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brass [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:bg-brass"
          />
        )}
      </div>
    </div>
  );
}
