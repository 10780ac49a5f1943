import type { ImageRequest } from "../art.ts";

/** Every catalogue image the artwork generator draws and the build encodes. */
export const catalogueImageRequests: ImageRequest[] = [];
