import type { ImageRequest } from "./art.ts";
import { aboutHero, collectionGroups, timeline } from "./site/about.ts";
import { featuredCollections, offersHeroImage } from "./site/offers.ts";
import { galleryCollections } from "./site/gallery.ts";
import { heroSlides, promoBanner, socialPosts, trendingCategories } from "./site/home.ts";
import { toImageRequest, type SiteImage } from "./site/site-image.ts";
import { sliderSlides } from "./site/slider.ts";
import { storeFrontImage, visitHeroImage } from "./site/visit.ts";

/** Every image the site's own pages show, collected from the content that shows it. */
export const siteImages: readonly SiteImage[] = [
  ...heroSlides.map((s) => s.image),
  promoBanner.image,
  ...trendingCategories.flatMap((c) => c.images),
  ...socialPosts.map((p) => p.image),
  offersHeroImage,
  ...featuredCollections.flatMap((c) => c.images),
  ...galleryCollections.flatMap((c) => c.images),
  ...sliderSlides.map((s) => s.image),
  aboutHero.image,
  ...timeline.map((t) => t.image),
  ...collectionGroups.map((g) => g.image),
  visitHeroImage,
  storeFrontImage,
];

/** Every non-catalogue image (heroes, slider, about, gallery, offers) the build encodes. */
export const siteImageRequests: ImageRequest[] = siteImages.map(toImageRequest);
