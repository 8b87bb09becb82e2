import { useCallback } from 'react';
import { CHAT_MESSAGES } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { chatTexts } from './messages';

/** The text around the file's name in CHAT_MESSAGES.attachmentTooLarge. */
const [TOO_LARGE_BEFORE = '', TOO_LARGE_AFTER = ''] = CHAT_MESSAGES.attachmentTooLarge('\u0000').split('\u0000');

/** The file name of an attachmentTooLarge text, or null when the text is another one. */
export function tooLargeName(text: string): string | null {
  if (text.length < TOO_LARGE_BEFORE.length + TOO_LARGE_AFTER.length) return null;
  if (!text.startsWith(TOO_LARGE_BEFORE) || !text.endsWith(TOO_LARGE_AFTER)) return null;
  return text.slice(TOO_LARGE_BEFORE.length, text.length - TOO_LARGE_AFTER.length);
}

/**
 * A chat refusal (the browser's own checks, or the server's answer) in the reader's language: the
 * too-large file's text by its catalog entry, every other contract text (CHAT_MESSAGES, the file
 * checks') through the server texts' catalog, and any other text as it came.
 */
export function useChatText(): (text: string) => string {
  const t = useT();
  const fieldError = useFieldError();
  return useCallback(
    (text: string) => {
      const name = tooLargeName(text);
      if (name !== null) return t(chatTexts.attachmentTooLarge, { name });
      return fieldError(text) ?? text;
    },
    [t, fieldError],
  );
}
