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

/** Every catalogue collection's content with what its images show, in menu order. */
export const catalogueArt = [
  { source: formalSource, art: formalArt },
  { source: casualSource, art: casualArt },
  { source: clubwearSource, art: clubwearArt },
  { source: nightwearSource, art: nightwearArt },
  { source: groomSource, art: groomArt },
  { source: winterSource, art: winterArt },
  { source: innerwearSource, art: innerwearArt },
  { source: dhotiSource, art: dhotiArt },
] as const;

/**
 * Every catalogue image the artwork generator draws and the build encodes: each
 * collection's hero, then each item's series (derived from the item data, never
 * listed twice).
 */
export const catalogueImageRequests: ImageRequest[] = catalogueArt.flatMap(({ source, art }) =>
  collectionImageRequests(source, art),
);
