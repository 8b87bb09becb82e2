import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { CAL_FILE_ACCEPT, CAL_FILE_EXTENSIONS, calFileProblem } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { FileInputField } from '../../ui/form/FileInputField';
import { useUploadFile } from './hooks';
import messages from './messages';
import uiMessages from '../../ui/messages';

export interface UploadFileModalProps {
  /** The milestone whose file gets a new version. */
  milestone: { id: number; title: string };
  onClose: () => void;
  /** Reloads what shows the milestone's files (the tracker, or the version page). */
  onUploaded?: () => unknown;
}

/** The first message of a refused upload: the file field's, else the answer's own. */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.field('milestone_file') ?? Object.values(error.errors)[0]?.[0] ?? error.message;
}

/**
 * The learner's Upload File of a milestone that takes a file (001 §2.1, §5): a file box that
 * refuses a bad file as soon as it is chosen (the server's own checks, calFileProblem) and clears
 * it, then the upload; on success the server's message shows and the files load again, and a
 * refusal shows in the modal.
 */
export default function UploadFileModal({ milestone, onClose, onUploaded }: UploadFileModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadFile(milestone.id, onUploaded);

  const choose = (chosen: File | null) => {
    upload.reset();
    const found = chosen ? calFileProblem(chosen) : null;
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const send = async () => {
    if (!file) return;
    const answer = await upload.mutateAsync(file).catch(() => null);
    if (!answer) return;
    showSuccess(fieldError(answer.message) ?? answer.message);
    onClose();
  };

  const serverError = upload.isError ? (refusal(upload.error) ?? t(messages.uploadFailed)) : undefined;
  const error = problem ?? serverError;
  return (
    <Modal opened onClose={onClose} title={t(messages.uploadTitle, { milestone: milestone.title })} centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="upload-file-modal">
      <Stack gap="md">
        <FileInputField
          label={t(messages.uploadLabel)}
          accept={CAL_FILE_ACCEPT}
          hint={t(messages.uploadHint, { types: CAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ') })}
          error={error ? (fieldError(error) ?? error) : undefined}
          required
          value={file}
          onChange={choose}
          name="milestone_file"
          data-testid="milestone-file-input"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={upload.isPending}>
            {t(messages.uploadCancel)}
          </Button>
          <Button onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            {t(messages.uploadSubmit)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
