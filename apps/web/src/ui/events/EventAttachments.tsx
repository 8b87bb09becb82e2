import '../styles/common';
import '../styles/forms';
import '../styles/content';
import { useState } from 'react';
import { ActionIcon, Alert, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { EVENT_ATTACHMENT_ACCEPT, WEBINAR_LIMITS, eventAttachmentProblem } from '@fetp/contract';
import { useFieldError, useT } from '../i18n';
import messages from './messages';

interface KeptFile {
  id: number;
  name: string;
}

/**
 * The attachments of a webinar or meeting form: the files already on the event (each removable)
 * and the new ones chosen, where a file over 20 MB or of a refused type is dropped with an alert
 * (001 §8). The two forms share the limits: 20 MB each, at most 10.
 */
export function useEventAttachments<File_ extends KeptFile>(existing: readonly File_[] | undefined) {
  const t = useT();
  const fieldError = useFieldError();
  const [files, setFiles] = useState<File[]>([]);
  const [removedAlerts, setRemovedAlerts] = useState<string[]>([]);
  const [dropped, setDropped] = useState<number[]>([]);
  const kept = (existing ?? []).filter((file) => !dropped.includes(file.id));
  const choose = (chosen: File[]) => {
    const alerts: string[] = [];
    const fine = chosen.filter((file) => {
      const problem = eventAttachmentProblem({ name: file.name, size: file.size });
      if (problem) alerts.push(file.size > WEBINAR_LIMITS.attachmentMaxBytes ? t(messages.attachmentTooLarge, { name: file.name }) : (fieldError(problem) ?? problem));
      return !problem;
    });
    setRemovedAlerts(alerts);
    setFiles(fine.slice(0, WEBINAR_LIMITS.attachmentsMax));
  };
  const drop = (id: number) => setDropped((ids) => [...ids, id]);
  return { files, kept, removedAlerts, choose, drop };
}

interface EventAttachmentsFieldProps {
  /** The test ids' prefix: `webinar` or `meeting`. */
  testId: string;
  /** The picker's label: the calendar's 'Attachments' unless given. */
  label?: string;
  attachments: ReturnType<typeof useEventAttachments>;
  error?: string;
}

export function EventAttachmentsField({ testId, label, attachments, error }: EventAttachmentsFieldProps) {
  const t = useT();
  const { files, kept, removedAlerts, choose, drop } = attachments;
  return (
    <>
      {kept.length > 0 && (
        <Stack gap={4} data-testid={`${testId}-kept-attachments`}>
          <Text fz="sm" fw={500}>{t(messages.keptAttachments)}</Text>
          {kept.map((file) => (
            <Group key={file.id} gap="xs" wrap="nowrap">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{file.name}</Text>
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t(messages.removeAttachment, { name: file.name })} onClick={() => drop(file.id)}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <FileInput
        multiple
        clearable
        label={label ?? t(messages.attachments)}
        description={t(messages.attachmentsHint)}
        accept={EVENT_ATTACHMENT_ACCEPT}
        value={files}
        onChange={choose}
        error={error}
        data-testid={`${testId}-attachments`}
      />
      {removedAlerts.map((text) => (
        <Alert key={text} color="orange" variant="light" role="alert" data-testid={`${testId}-attachment-removed`}>{text}</Alert>
      ))}
    </>
  );
}
