// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { ShowcaseSlider } from "~/components/slider/showcase-slider";
import { heroSlides } from "~/content/site/home";
import { sliderSlides } from "~/content/site/slider";
import { CAROUSEL_INTERVALS } from "~/lib/carousel/carousel-autoplay";

/**
 * The home hero and the slider are one carousel (<Carousel> in components/ui/carousel.tsx)
 * laid out two ways: the same timer, the same holds. The hero holds while the pointer is
 * anywhere over it; the full-screen slider (the page itself) holds while the pointer is
 * over the side index or over anything one can click in it. A click on a slide's
 * button or an arrow must land on the slide the visitor aimed at, not on the next one
 * drawn a moment before (each slide's button sits at the same place). Before they were
 * one, the slider held only over its index.
 */
function renderAt(path: string, element: ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  render(<Stub initialEntries={[path]} />);
}

function region(name: string) {
  return screen.getByRole("region", { name });
}

function shown(name: string) {
  return region(name).querySelector('[aria-roledescription="slide"][data-active="true"]')?.getAttribute("aria-label");
}

const mouse = { pointerType: "mouse" } as const;

function pointTo(element: Element) {
  fireEvent.pointerOver(element, mouse);
  fireEvent.pointerEnter(element, mouse);
}

function leave(element: Element) {
  fireEvent.pointerOut(element, { ...mouse, relatedTarget: document.body });
  fireEvent.pointerLeave(element, { ...mouse, relatedTarget: document.body });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the slider and the home hero hold while the pointer is on what it may click", () => {
  it("slider: a slide's button holds it, and it moves on a full 6 s after the pointer leaves", async () => {
    renderAt("/slider", <ShowcaseSlider slides={sliderSlides} />);
    const name = "Collections showcase";
    await wait(CAROUSEL_INTERVALS.slider);
    expect(shown(name)).toBe("2 of 6");
    const slide = region(name).querySelector('[data-active="true"]')!;
    const cta = within(slide as HTMLElement).getByRole("link", { name: sliderSlides[1]!.cta });
    pointTo(cta);
    await wait(3 * CAROUSEL_INTERVALS.slider);
    expect(shown(name)).toBe("2 of 6");
    leave(cta);
    await wait(CAROUSEL_INTERVALS.slider - 1);
    expect(shown(name)).toBe("2 of 6");
    await wait(1);
    expect(shown(name)).toBe("3 of 6");
  });

  it("slider: its arrows and the side index hold it; the photograph itself does not", async () => {
    renderAt("/slider", <ShowcaseSlider slides={sliderSlides} />);
    const name = "Collections showcase";
    const next = within(region(name)).getByRole("button", { name: "Next slide" });
    pointTo(next);
    await wait(2 * CAROUSEL_INTERVALS.slider);
    expect(shown(name)).toBe("1 of 6");
    leave(next);
    const index = screen.getByRole("navigation", { name: "Slides", hidden: true });
    pointTo(index);
    await wait(2 * CAROUSEL_INTERVALS.slider);
    expect(shown(name)).toBe("1 of 6");
    leave(index);
    const heading = within(region(name)).getAllByRole("heading", { level: 2, hidden: true })[0]!;
    pointTo(heading);
    await wait(CAROUSEL_INTERVALS.slider);
    expect(shown(name)).toBe("2 of 6");
  });

  it("home hero: holds while the pointer is anywhere over it, as before", async () => {
    renderAt("/", <HeroCarousel slides={heroSlides} />);
    const name = "Featured collections";
    const heading = within(region(name)).getAllByRole("heading", { level: 2, hidden: true })[0]!;
    pointTo(heading);
    await wait(3 * CAROUSEL_INTERVALS.homeHero);
    expect(shown(name)).toBe("1 of 3");
    leave(region(name));
    await wait(CAROUSEL_INTERVALS.homeHero);
    expect(shown(name)).toBe("2 of 3");
  });
});
