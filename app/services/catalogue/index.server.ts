/**
 * The catalogue domain's door: what other domains, routes and the server may use.
 * The catalogue: collections, items and their photos, the staff editors and the one catalogue write.
 */
export {
  imagesOf,
  readCatalogueVersion,
  readCollectionPage,
  searchPublishedItems,
  sitemapCollections,
} from "./catalogue.server.ts";
export { collectionEditorAction, collectionEditorLoader } from "./collection-editor.server.ts";
export { heroPictureUpload } from "./collection-hero.server.ts";
export { productEditorAction, productEditorLoader, productPhotoAction } from "./product-editor.server.ts";
export { addUploadedImage } from "./product-photos.server.ts";
export { seedCatalogue } from "./seed.server.ts";
export { collectionSummaries, countProductsWithoutPrice, listProducts } from "./staff-catalogue.server.ts";
export { photoDayAction, photoDayLoader, photoDayProgress, type PhotoDayActionData } from "./photo-day.server.ts";
export { pruneDraftPhotos } from "./product-photos.server.ts";
