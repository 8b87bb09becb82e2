import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Settings, type S3Settings } from '../src/config';
import { s3Client } from '../src/files/s3-store';

/** s3rver's fixed credentials: it checks the signature against these. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  /** A new, empty bucket on the server. */
  newBucket(): Promise<string>;
  /** The environment that points the app at `bucket` (S3_ENDPOINT, S3_BUCKET, …). */
  env(bucket: string): Record<string, string>;
  settings(bucket: string): S3Settings;
  /** Every object's name in `bucket`, pending ones included. */
  keys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, plain JavaScript, its objects in a temporary directory) on
 * a free port of the loopback address, for tests of the S3 driver. Stopped by close().
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const env = (bucket: string) => ({ S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', ...CREDENTIALS });
  const settings = (bucket: string) => s3Settings(env(bucket))!;
  let admin: S3Client | null = null;
  const client = () => (admin ??= s3Client(settings('admin')));
  return {
    async newBucket() {
      const bucket = `fetp-${crypto.randomBytes(6).toString('hex')}`;
      await client().send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    env,
    settings,
    async keys(bucket) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client().send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      admin?.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
