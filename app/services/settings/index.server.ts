/**
 * The settings domain's door: what other domains, routes and the server may use.
 * The store's settings: details, hours, closures, offers, showcase, policy pages, the announcement, and the go-live checklist.
 */
export { deleteException, saveException } from "./closures.server.ts";
export { saveDocument } from "./documents.server.ts";
export { goLive } from "./go-live.server.ts";
export { chooseHomeOffer, deleteOffer, moveOffer, saveOffer } from "./offers.server.ts";
export {
  getPolicyPage,
  isStillSeedText,
  listPolicyPages,
  localizedPolicyPage,
  policyHistory,
  policyVersion,
  savePolicyPage,
  seedPolicyPages,
} from "./policy-pages.server.ts";
export { seedSettings } from "./seed.server.ts";
export {
  currentSettings,
  homeOffer,
  hoursRule,
  offersNow,
  publishedHours,
  replyClock,
  settingsVersionSource,
  siteSettings,
  slidesOf,
  storeBrand,
  storeFacts,
  storeTimeZone,
  storeToday,
} from "./settings.server.ts";
export type { ReplyClock } from "./settings.server.ts";
export {
  addSlidePhoto,
  createSlide,
  deleteSlide,
  moveSlide,
  orderSlidePhotos,
  removeSlidePhoto,
  saveSlide,
} from "./showcase.server.ts";
export type { SlideIntent } from "./showcase.server.ts";
export { historyView, postedNumber, postedReply } from "./staff-settings.server.ts";
