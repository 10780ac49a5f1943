/**
 * The media domain's door: what other domains, routes and the server may use.
 * Media: uploaded pictures, their renditions and storage.
 */
export { ENCODER, MAX_OUTPUT_BYTES, RenditionTooLargeError, renderRenditions } from "./image-renditions.server.ts";
export {
  deleteMediaIfUnused,
  processUpload,
  readPublicMediaFile,
  storeMedia,
  sweepOrphanMedia,
} from "./media.server.ts";
export type { ProcessedUpload } from "./media.server.ts";
export { fileLabel, readPhotoUploads } from "./photo-uploads.server.ts";
