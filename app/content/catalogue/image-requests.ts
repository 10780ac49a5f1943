import type { ImageRequest } from "../art.ts";
import { collectionImageRequests } from "./catalogue-item.ts";
import { formalArt } from "./formals-art.ts";
import { casualArt } from "./casual-art.ts";
import { clubwearArt } from "./clubwear-art.ts";
import { nightwearArt } from "./nightwear-art.ts";
import { groomArt } from "./groom-art.ts";
import { winterArt } from "./winter-art.ts";
import { innerwearArt } from "./innerwear-art.ts";
import { dhotiArt } from "./dhoti-art.ts";
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
export const catalogueImageRequests: ImageRequest[] = [
  collectionImageRequests(formalSource, formalArt),
  collectionImageRequests(casualSource, casualArt),
  collectionImageRequests(clubwearSource, clubwearArt),
  collectionImageRequests(nightwearSource, nightwearArt),
  collectionImageRequests(groomSource, groomArt),
  collectionImageRequests(winterSource, winterArt),
  collectionImageRequests(innerwearSource, innerwearArt),
  collectionImageRequests(dhotiSource, dhotiArt),
].flat();
