import { orphanSweepJob } from '../../files/orphan-sweep';
import { sweepOrphanProfilePhotos } from './service';

/** Every six hours, once for all processes: profile photos no user refers to. */
export const profilePhotoOrphanFilesJob = orphanSweepJob('profile-photo-orphan-files', 'profile photos no user refers to', sweepOrphanProfilePhotos);

/** Account Settings' job kinds, registered through features/index.ts `featureJobKinds`. */
export const accountSettingsJobKinds = [profilePhotoOrphanFilesJob];
