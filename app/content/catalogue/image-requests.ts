import type { ImageRequest } from "../art.ts";
import { collectionImageRequests } from "./catalogue-item.ts";
import { casualSource } from "./casual.ts";
import { clubwearSource } from "./clubwear.ts";
import { dhotiSource } from "./dhoti.ts";
import { formalSource } from "./formals.ts";
import { groomSource } from "./groom.ts";
import { innerwearSource } from "./innerwear.ts";
import { nightwearSource } from "./nightwear.ts";
import { winterSource } from "./winter.ts";

/** Every catalogue collection's content, in menu order. */
export const catalogueSources = [
  formalSource,
  casualSource,
  clubwearSource,
  nightwearSource,
  groomSource,
  winterSource,
  innerwearSource,
  dhotiSource,
] as const;

/**
 * Every catalogue image the artwork generator draws and the build encodes: each
 * collection's hero, then each item's series (derived from the item data, never
 * listed twice).
 */
export const catalogueImageRequests: ImageRequest[] = catalogueSources.flatMap(collectionImageRequests);
