import type { MultipartFile } from '@fastify/multipart';

/** A file part of a multipart body, read whole; `truncated` when it went past the size limit. */
export interface UploadedFile {
  readonly kind: 'upload';
  data: Buffer;
  filename: string;
  mimetype: string;
  truncated: boolean;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'upload';

/**
 * The multipart plugin's onFile hook: keeps each file in the body as an UploadedFile. Files over
 * the limit are cut at the limit and flagged rather than failing the whole request, so the route
 * can answer with the field's own message.
 */
export async function collectUpload(part: MultipartFile): Promise<void> {
  const data = await part.toBuffer();
  const upload: UploadedFile = { kind: 'upload', data, filename: part.filename, mimetype: part.mimetype, truncated: part.file.truncated };
  (part as unknown as { value: UploadedFile }).value = upload;
}

/** A form field's text: a file part, a repeated field or a missing one reads as ''. */
export const fieldText = (value: unknown): string => (typeof value === 'string' ? value : '');
