// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureEarlyTaps, earlyTapOptions, earlyTapScript } from "./capture";
import { replayEarlyTaps } from "./replay";

/** What entry.client does once React listens. */
const stopCapturingTaps = () => window.__earlyTaps?.stop();

const writeText = vi.fn((_text: string) => Promise.resolve());

function page(html: string) {
  document.body.innerHTML = html;
}

function touch(target: Element, type: "touchstart" | "touchend", x: number, y: number) {
  const point = { identifier: 1, target, clientX: x, clientY: y } as unknown as Touch;
  const event = new Event(type, { bubbles: true }) as TouchEvent;
  Object.defineProperty(event, type === "touchstart" ? "touches" : "changedTouches", { value: [point] });
  Object.defineProperty(event, type === "touchstart" ? "changedTouches" : "touches", { value: [] });
  target.dispatchEvent(event);
}

beforeEach(() => {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  writeText.mockClear();
});

afterEach(() => {
  stopCapturingTaps();
  delete window.__earlyTaps;
  document.body.innerHTML = "";
});

describe("early taps, before hydration", () => {
  it("keeps a tap on a button and marks it pending at once", () => {
    page('<button type="button" id="next">Next</button>');
    captureEarlyTaps(earlyTapOptions());
    document.getElementById("next")!.click();
    expect(window.__earlyTaps!.taps.map((t) => t.control.id)).toEqual(["next"]);
    expect(document.getElementById("next")!.hasAttribute("data-tap-pending")).toBe(true);
    expect(document.getElementById("next")!.getAttribute("aria-busy")).toBe("true");
  });

  it("leaves submit buttons, disabled buttons and plain links to the browser", () => {
    page(
      '<form><button id="send">Send</button></form><button type="button" id="off" disabled>Off</button>' +
        '<a href="#x" id="link">Link</a>',
    );
    captureEarlyTaps(earlyTapOptions());
    for (const id of ["send", "off", "link"]) document.getElementById(id)!.click();
    expect(window.__earlyTaps!.taps).toEqual([]);
  });

  it("keeps a tap on a marked link instead of following it", () => {
    page('<a href="#all-images" data-early-tap id="all"><span id="label">View All Images</span></a>');
    captureEarlyTaps(earlyTapOptions());
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("label")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.__earlyTaps!.taps.map((t) => t.control.id)).toEqual(["all"]);
  });

  it("copies in the tap itself, where the browser allows the clipboard", async () => {
    page('<button type="button" data-copy="WELCOME10" id="copy">Copy Code</button>');
    captureEarlyTaps(earlyTapOptions());
    document.getElementById("copy")!.click();
    expect(writeText).toHaveBeenCalledWith("WELCOME10");
    await expect(window.__earlyTaps!.taps[0]!.copied).resolves.toBe(true);
  });

  it("shows the copied state for 2 s as soon as the copy in the tap worked, before any replay", async () => {
    vi.useFakeTimers();
    try {
      page('<button type="button" data-copy="WELCOME10" data-copied-label="Copied!" id="copy">Copy Code</button>');
      captureEarlyTaps(earlyTapOptions());
      const copy = document.getElementById("copy")!;
      copy.click();
      await window.__earlyTaps!.taps[0]!.copied;
      expect(copy.hasAttribute("data-copied")).toBe(true);
      vi.advanceTimersByTime(1999);
      expect(copy.hasAttribute("data-copied")).toBe(true);
      vi.advanceTimersByTime(1);
      expect(copy.hasAttribute("data-copied")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when the copy in the tap was refused", async () => {
    writeText.mockImplementationOnce(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    page('<button type="button" data-copy="WELCOME10" id="copy">Copy Code</button>');
    captureEarlyTaps(earlyTapOptions());
    document.getElementById("copy")!.click();
    await expect(window.__earlyTaps!.taps[0]!.copied).resolves.toBe(false);
    expect(document.getElementById("copy")!.hasAttribute("data-copied")).toBe(false);
  });

  it("keeps a horizontal swipe on a carousel as a tap on its arrow; a scroll or a touch is not one", () => {
    page(
      '<section aria-roledescription="carousel"><div id="slide">Slide</div>' +
        '<button type="button" data-slot="carousel-previous" id="prev"></button>' +
        '<button type="button" data-slot="carousel-next" id="next"></button></section><div id="outside"></div>',
    );
    captureEarlyTaps(earlyTapOptions());
    const slide = document.getElementById("slide")!;
    const swipe = (dx: number, dy: number, on: Element = slide) => {
      touch(on, "touchstart", 200, 300);
      touch(on, "touchend", 200 + dx, 300 + dy);
    };
    swipe(-60, 5);
    swipe(80, -10);
    swipe(-9, 0); // under the 10 px threshold: a tap
    swipe(-30, 60); // mostly vertical: a scroll
    swipe(-60, 0, document.getElementById("outside")!); // not on a carousel
    expect(window.__earlyTaps!.taps.map((t) => t.control.id)).toEqual(["next", "prev"]);
  });

  it("stops keeping taps once React listens", () => {
    page('<button type="button" id="next">Next</button>');
    captureEarlyTaps(earlyTapOptions());
    stopCapturingTaps();
    document.getElementById("next")!.click();
    expect(window.__earlyTaps!.taps).toEqual([]);
    expect(document.getElementById("next")!.hasAttribute("data-tap-pending")).toBe(false);
  });

  it("works as the inline script the server writes", () => {
    page('<button type="button" id="next">Next</button>');
    new Function(earlyTapScript())();
    document.getElementById("next")!.click();
    expect(window.__earlyTaps!.taps.map((t) => t.control.id)).toEqual(["next"]);
  });
});

describe("early taps, once hydrated", () => {
  it("replays every kept tap in order as a click, and the pending marks go", () => {
    page('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    captureEarlyTaps(earlyTapOptions());
    const [a, b] = [document.getElementById("a")!, document.getElementById("b")!];
    a.click();
    b.click();
    a.click();
    stopCapturingTaps();
    const clicks: string[] = [];
    for (const button of [a, b]) button.addEventListener("click", () => clicks.push(button.id));
    replayEarlyTaps();
    expect(clicks).toEqual(["a", "b", "a"]);
    expect(document.querySelectorAll("[data-tap-pending], [aria-busy]")).toHaveLength(0);
    // Replayed once: a second call has nothing left.
    replayEarlyTaps();
    expect(clicks).toHaveLength(3);
  });

  it("tells the handler of a replayed click what the tap already did, and nothing to a fresh click", async () => {
    page('<button type="button" data-copy="WELCOME10" id="copy">Copy Code</button>');
    captureEarlyTaps(earlyTapOptions());
    const copy = document.getElementById("copy")!;
    copy.click();
    stopCapturingTaps();
    const seen: Array<Promise<boolean> | undefined> = [];
    copy.addEventListener("click", () => seen.push(window.__earlyTaps?.replaying?.copied));
    replayEarlyTaps();
    copy.click();
    expect(seen).toHaveLength(2);
    await expect(seen[0]).resolves.toBe(true);
    expect(seen[1]).toBeUndefined();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("skips a control that is gone from the page", () => {
    page('<button type="button" id="gone">Gone</button>');
    captureEarlyTaps(earlyTapOptions());
    const gone = document.getElementById("gone")!;
    gone.click();
    const clicked = vi.fn();
    gone.addEventListener("click", clicked);
    gone.remove();
    replayEarlyTaps();
    expect(clicked).not.toHaveBeenCalled();
  });
});
