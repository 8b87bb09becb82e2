import type { Config } from '../config';
import { diskFileStore, type FileStore } from './store';

/** The store the configuration names: the S3-compatible bucket when S3_BUCKET is set, else the disk under FILES_DIR. */
export async function openFileStore(config: Pick<Config, 'filesDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return diskFileStore(config.filesDir);
  // Loaded only when used: the SDK is large, and a disk-only process never needs it.
  const { s3FileStore } = await import('./s3-store');
  return s3FileStore(config.s3);
}
