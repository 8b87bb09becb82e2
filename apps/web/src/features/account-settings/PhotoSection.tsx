import '../../ui/styles/common';
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES, PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_FIELD, profilePhotoProblem } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FileInputField } from '../../ui/form/FileInputField';
import { UserAvatar } from '../shell';
import { useUserDropdown } from '../shell';
import { useRemovePhoto, useUploadPhoto } from './hooks';
import { Section } from './Section';
import messages from './messages';

/**
 * The profile photo: the current one (or the initials), a new one chosen and checked here with the
 * server's limits and messages (JPEG or PNG, at most 5 MB) before it is sent, and Remove. The
 * header shows the change at once.
 */
export function PhotoSection() {
  const t = useT();
  const fieldError = useFieldError();
  const header = useUserDropdown().data?.header_data;
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const image = header?.profile_image_url ?? null;
  const name = header?.displayname ?? '';

  const choose = (next: File | null) => {
    setFailure(null);
    const refused = next ? profilePhotoProblem(next) : null;
    setProblem(refused);
    setFile(refused ? null : next);
  };

  const failed = (error: unknown) => {
    const message = error instanceof ApiError ? error.field(PROFILE_PHOTO_FIELD) : undefined;
    if (message) setProblem(message);
    else setFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? fieldError(error.message)! : t(messages.photoFailed));
  };

  const send = async () => {
    setFailure(null);
    if (!file) {
      setProblem(PROFILE_MESSAGES.photoRequired);
      return;
    }
    try {
      const answer = await upload.mutateAsync(file);
      setFile(null);
      showSuccess(fieldError(answer.message)!);
    } catch (error) {
      failed(error);
    }
  };

  const drop = async () => {
    setFailure(null);
    setProblem(null);
    try {
      const answer = await remove.mutateAsync(undefined);
      showSuccess(fieldError(answer.message)!);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Section id="account-photo" title={t(messages.photoHeading)} intro={t(messages.photoIntro)}>
      <Group gap="md" wrap="nowrap" align="center">
        <UserAvatar name={name || '?'} image={image} size={96} />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {image ? null : (
            <Text fz="sm" c="dimmed">
              {t(messages.photoNone)}
            </Text>
          )}
        </Stack>
      </Group>
      {failure ? <ErrorAlert testId="photo-failure">{failure}</ErrorAlert> : null}
      <FileInputField
        label={t(messages.photoField)}
        accept={PROFILE_PHOTO_ACCEPT}
        value={file}
        onChange={choose}
        error={problem ? fieldError(problem) : undefined}
        name={PROFILE_PHOTO_FIELD}
        data-testid="photo-input"
      />
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void send()} loading={upload.isPending} disabled={remove.isPending}>
          {t(messages.photoUpload)}
        </Button>
        {image ? (
          <Button variant="default" color="red" onClick={() => void drop()} loading={remove.isPending} disabled={upload.isPending}>
            {t(messages.photoRemove)}
          </Button>
        ) : null}
      </Group>
    </Section>
  );
}
