import '../../ui/styles/common';
import '../../ui/styles/forms';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, InputBase, Stack } from '@mantine/core';
import { CAL_FILE_EXTENSIONS, CHAT_ATTACHMENT_ACCEPT, CHAT_LIMITS, CHAT_MESSAGES, chatAttachmentProblem } from '@fetp/contract';
import { getUserId } from '../../app/auth';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FileInputField } from '../../ui/form/FileInputField';
import { useSendChatMessage } from './hooks';
import messages from './messages';
import { useChatText } from './texts';

/** Where a refusal shows: under the text box, under the file box, or under the form. */
interface Problems {
  message?: string;
  file?: string;
  form?: string;
}

/** A refused send's messages (001 §8: the server's 400 with `message` or `errors`), by where they show. */
function refusal(error: unknown, fallback: string): Problems {
  if (!(error instanceof ApiError)) return { form: fallback };
  const message = error.field('message');
  const file = error.field('attachment_file');
  const other = Object.entries(error.errors).find(([field]) => field !== 'message' && field !== 'attachment_file')?.[1][0];
  return { message, file, form: other ?? (message || file ? undefined : error.message || fallback) };
}

/**
 * The chat's send form (001 §5 "Chat"): a text box, where Enter sends and Shift+Enter starts a new
 * line, and an optional file, checked as soon as it is chosen (chatAttachmentProblem: a refused
 * file is removed, with its message). Blank text without a file is refused. The send is multipart
 * (chat_room, message, sender, attachment_file); on success the text and file are cleared and the
 * chat reloads.
 */
export function ChatForm({ room, milestone }: { room: number; milestone: number }) {
  const t = useT();
  const say = useChatText();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const send = useSendChatMessage(milestone);

  const choose = (chosen: File | null) => {
    send.reset();
    const found = chosen ? chatAttachmentProblem(chosen) : null;
    setProblems(found ? { file: found } : {});
    setFile(found ? null : chosen);
  };

  const submit = async () => {
    if (send.isPending) return;
    const message = text.trim();
    if (!message && !file) {
      setProblems({ form: CHAT_MESSAGES.empty });
      return;
    }
    if (message.length > CHAT_LIMITS.messageMax) {
      setProblems({ message: CHAT_MESSAGES.tooLong });
      return;
    }
    setProblems({});
    const answer = await send.mutateAsync({ room, message, sender: getUserId() ?? '', file }).catch((error: unknown) => {
      setProblems(refusal(error, t(messages.sendFailed)));
      return null;
    });
    if (!answer) return;
    setText('');
    setFile(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that ends an input method's composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="chat-form">
      <Stack gap="sm">
        <InputBase
          component="textarea"
          multiline
          rows={3}
          label={t(messages.messageLabel)}
          description={t(messages.messageHint)}
          name="message"
          value={text}
          onChange={(event: { currentTarget: { value: string } }) => {
            setText(event.currentTarget.value);
            if (problems.message || problems.form) setProblems(({ file: kept }) => ({ file: kept }));
          }}
          onKeyDown={onKeyDown}
          error={problems.message ? say(problems.message) : undefined}
          styles={{ input: { resize: 'vertical' } }}
          data-testid="chat-message-input"
        />
        <FileInputField
          label={t(messages.attachmentLabel)}
          accept={CHAT_ATTACHMENT_ACCEPT}
          hint={t(messages.attachmentHint, { types: CAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ') })}
          error={problems.file ? say(problems.file) : undefined}
          value={file}
          onChange={choose}
          name="attachment_file"
          data-testid="chat-file-input"
        />
        {problems.form && (
          <ErrorAlert testId="chat-form-error">{say(problems.form)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t(messages.send)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
