import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand, CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import { FileGone, KEY_PATTERN, PENDING_FOLDER, checkedFolder, checkedKey, newKey, type FileStore } from './store';

/**
 * Parts of a streamed upload: S3's smallest. One part is sent at a time, so an upload holds at
 * most about two parts in memory, whatever the file's size.
 */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * A client for the configured service. Checksums only where S3 requires them: the SDK's default
 * (a CRC32 trailer on every upload) is refused or stored garbled by several S3-compatible services.
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The service's "no such object" (GetObject, CopyObject's source). */
const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/** Turns the service's "no such object" into FileGone. */
const goneIfMissing = (key: string) => (error: unknown): never => {
  throw isMissing(error) ? new FileGone(key, { cause: error }) : error;
};

/**
 * Files in an S3-compatible bucket, a key its object's name. A pending file is the object
 * `.pending/<key>`, which no read of `<key>` finds; promote copies it to `<key>` inside the
 * service and deletes it. Streamed uploads go up as a multipart upload, part by part; one that
 * fails is aborted, so no object appears.
 */
export function s3FileStore(settings: S3Settings, client: S3Client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket;
  const pendingKey = (key: string) => `${PENDING_FOLDER}/${checkedKey(key)}`;
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  /** Every object under `prefix` with when it was last written, page by page. */
  async function* objects(prefix: string): AsyncIterable<{ key: string; written: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, written: object.LastModified };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  const store: FileStore = {
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async putPending(folder, data) {
      const key = newKey(folder);
      await client.send(new PutObjectCommand({ Bucket, Key: pendingKey(key), Body: data }));
      return key;
    },
    async putPendingStream(folder, source) {
      const key = newKey(folder);
      const Key = pendingKey(key);
      // The parts sent so far are dropped here rather than by the SDK, so that the source's own
      // error is the one thrown even where the service cannot abort (a lifecycle rule then does).
      const upload = new Upload({ client, params: { Bucket, Key, Body: Readable.from(source) }, partSize: PART_BYTES, queueSize: 1, leavePartsOnError: true });
      try {
        await upload.done();
      } catch (err) {
        if (upload.uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: upload.uploadId })).catch(() => undefined);
        await remove(Key).catch(() => undefined);
        throw err;
      }
      return key;
    },
    async promote(key) {
      await client.send(new CopyObjectCommand({ Bucket, Key: checkedKey(key), CopySource: `${Bucket}/${pendingKey(key)}` })).catch(goneIfMissing(key));
      await remove(pendingKey(key));
    },
    async put(folder, data) {
      // One PUT: S3 shows an object only once it is whole, so no pending step is needed.
      const key = newKey(folder);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
      return key;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })).catch(goneIfMissing(key));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async readStream(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })).catch(goneIfMissing(key));
      return object.Body as Readable;
    },
    async remove(key) {
      await Promise.all([remove(checkedKey(key)), remove(pendingKey(key))]);
    },
    async clearPending(before) {
      let removed = 0;
      for await (const { key, written } of objects(`${PENDING_FOLDER}/`)) {
        if (!KEY_PATTERN.test(key.slice(PENDING_FOLDER.length + 1))) continue;
        if (before && written >= before) continue;
        await remove(key);
        removed++;
      }
      return removed;
    },
    async *listOlder(folder, before) {
      for await (const { key, written } of objects(`${checkedFolder(folder)}/`)) {
        if (KEY_PATTERN.test(key) && written < before) yield key;
      }
    },
  };
  return store;
}
