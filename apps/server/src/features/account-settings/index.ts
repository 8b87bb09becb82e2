/**
 * What other features (and the demo seed) may use of Account Settings: keeping a photo as a
 * user's profile photo (checked, resized, stored, the previous one removed), and where photos live.
 */
export { PROFILE_PHOTOS_FOLDER, keptPhoto, storeProfilePhoto } from './service';
