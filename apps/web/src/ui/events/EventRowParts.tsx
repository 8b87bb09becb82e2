import '../styles/common';
import { ActionIcon, Anchor, Group, Stack } from '@mantine/core';
import { IconEdit, IconX } from '@tabler/icons-react';

/** A webinar's or meeting's attachments in a list row: each a signed link in a new tab, or '-'. */
export function AttachmentLinks({ files }: { files: readonly { id: number; name: string; url: string }[] }) {
  if (files.length === 0) return '-';
  return (
    <Stack gap={2}>
      {files.map((file) => (
        <Anchor key={file.id} href={file.url} target="_blank" rel="noopener noreferrer" fz="sm" style={{ overflowWrap: 'anywhere' }}>{file.name}</Anchor>
      ))}
    </Stack>
  );
}

interface EditCancelIconsProps {
  editLabel: string;
  cancelLabel: string;
  onEdit: () => void;
  onCancel: () => void;
  /** The test ids: `{testId}-edit-{key}` and `{testId}-cancel-{key}`. */
  testId: string;
  rowKey: string | number;
}

/** The pencil and the cross of a row its reader may change (user_can_edit). */
export function EditCancelIcons({ editLabel, cancelLabel, onEdit, onCancel, testId, rowKey }: EditCancelIconsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit} data-testid={`${testId}-edit-${rowKey}`}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={cancelLabel} onClick={onCancel} data-testid={`${testId}-cancel-${rowKey}`}>
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
