import type { ImageRequest } from "./art.ts";

/** Every non-catalogue image (heroes, slider, about, gallery, offers) the build encodes. */
export const siteImageRequests: ImageRequest[] = [];
