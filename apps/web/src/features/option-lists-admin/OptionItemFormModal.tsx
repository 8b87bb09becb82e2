import '../../ui/styles/common';
import '../../ui/styles/modal';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { OPTION_LISTS_ADMIN_LIMITS, optionItemBody, type AdminOptionItem, type OptionItemBody } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { TextField } from '../../ui/form/TextField';
import { useSaveOptionItem } from './hooks';
import messages from './messages';
import { useChangeOutcome } from '../../app/changeOutcome';

/** Adds an item to a list, or renames one (its stored value stays). */
export function OptionItemFormModal({ list, item, onClose }: { list: string; item: AdminOptionItem | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveOptionItem(list);
  const outcome = useChangeOutcome(messages.saveFailed);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState: { isSubmitting } } = useForm<OptionItemBody>({
    resolver: zodResolver(optionItemBody) as never,
    defaultValues: { label: item?.label ?? '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    const problem = await outcome<OptionItemBody>(() => save.mutateAsync({ id: item?.id ?? null, body }), { fields: ['label'], setError });
    if (problem === null) onClose();
    else setFailure(problem || null);
  });
  return (
    <Modal opened onClose={onClose} title={t(item ? messages.renameItem : messages.addItem)} closeButtonProps={{ 'aria-label': t(messages.closeDialog) }} data-testid="option-item-modal">
      <form onSubmit={onSubmit} noValidate data-testid="option-item-form">
        <Stack gap="md">
          {failure ? <ErrorAlert testId="option-item-failure">{failure}</ErrorAlert> : null}
          <TextField control={control} name="label" label={t(messages.colLabel)} required maxLength={OPTION_LISTS_ADMIN_LIMITS.labelMax} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t(messages.cancel)}</Button>
            <Button type="submit" loading={isSubmitting} data-testid="option-item-save">{t(messages.save)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
