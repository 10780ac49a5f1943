import { lazy } from "react";

// The directions (with the map and its fallback picture) stay hidden until asked for,
// so they are their own chunk, fetched on the first "Get Directions".
type Directions = (typeof import("./directions-section"))["DirectionsSection"];
let directionsLoaded: Directions | undefined;
export async function loadDirections() {
  return (directionsLoaded ??= (await import("./directions-section")).DirectionsSection);
}
// No <Suspense> around it: React streams a large boundary as a hidden placeholder,
// which stays hidden without JavaScript. The server has the module before it renders
// (the loader loads it) and React gets it at once, in place. In the browser, opening
// the section is a transition (the page stays as it is until the chunk is there), and
// a page that arrives with the section open finishes hydrating once it has it.
export const DirectionsSection = lazy((): Promise<{ default: Directions }> => {
  const loaded = directionsLoaded;
  if (loaded) return { then: (done: (m: { default: Directions }) => void) => done({ default: loaded }) } as never;
  return loadDirections().then((section) => ({ default: section }));
});
