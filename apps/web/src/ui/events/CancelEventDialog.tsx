import '../styles/common';
import '../styles/modal';
import '../styles/content';
import '../styles/checks';
import '../styles/forms';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { textProblem } from '@fetp/contract';
import { useFieldError, useT } from '../i18n';
import uiMessages from '../messages';

export type CancelScope = 'occurrence' | 'series';

/** A refused cancellation as the dialog tells it: field by field (400), or as a whole. */
export type CancelRefusal = { fieldErrors: { change_type?: string; cancellation_note?: string } } | { refusal: string };

export interface CancelEventDialogProps {
  /** The dialog's heading. */
  title: string;
  /** The line above the fields: the event's name, or the question asked. */
  intro: ReactNode;
  /** A recurring event asks what to cancel: this occurrence (its label names it) or the whole series. */
  scope?: { label: string; occurrence: string; series: string; missing: string };
  /** The cancellation note, when the kind takes one: required or not, and its length limit. */
  note?: { label: string; max: number; required?: string; tooLong: string; count?: (length: number) => string };
  /** The button closing the dialog unchanged ('Close' by default). */
  closeLabel?: string;
  confirmLabel: string;
  /** The test ids' stem: `<stem>-modal`, `-scope`, `-note`, `-confirm`. */
  testId: string;
  pending: boolean;
  /** Cancels (the feature calls its server and says so); the dialog closes once it is done. */
  onConfirm: (values: { scope: CancelScope; note: string }) => Promise<unknown>;
  /** How a failed `onConfirm` is told (none for a kind whose onConfirm cannot fail). */
  refused?: (error: unknown) => CancelRefusal;
  onClose: () => void;
}

/**
 * Cancelling a calendar event, for every kind (webinar, meeting, discussion; issue 33 §1): the
 * kinds differ only in the data passed in — whether a series asks occurrence or series, whether a
 * note is asked and required — so there is one dialog and one set of rules for it.
 */
export function CancelEventDialog({ title, intro, scope, note, closeLabel, confirmLabel, testId, pending, onConfirm, refused, onClose }: CancelEventDialogProps) {
  const t = useT();
  const fieldError = useFieldError();
  const [chosen, setChosen] = useState<CancelScope | ''>(scope ? '' : 'series');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ change_type?: string; cancellation_note?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = { change_type: chosen ? undefined : scope?.missing, cancellation_note: note && textProblem(text.trim(), note) };
    setErrors(problems);
    setRefusal(null);
    if (!chosen || problems.cancellation_note) return;
    try {
      await onConfirm({ scope: chosen, note: text.trim() });
      onClose();
    } catch (error) {
      if (!refused) throw error;
      const outcome = refused(error);
      if ('fieldErrors' in outcome) setErrors(outcome.fieldErrors);
      else setRefusal(outcome.refusal);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered size={note ? 'md' : 'sm'} closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid={`${testId}-modal`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>{intro}</Text>
          {refusal && <Alert color="red" variant="light">{fieldError(refusal) ?? refusal}</Alert>}
          {scope && (
            <Radio.Group label={scope.label} withAsterisk value={chosen} onChange={(v) => setChosen(v as CancelScope)} error={fieldError(errors.change_type)} data-testid={`${testId}-scope`}>
              <Stack gap={6} mt={4}>
                <Radio value="occurrence" label={scope.occurrence} />
                <Radio value="series" label={scope.series} />
              </Stack>
            </Radio.Group>
          )}
          {note && (
            <Textarea
              label={note.label}
              withAsterisk={Boolean(note.required)}
              autosize
              minRows={2}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={fieldError(errors.cancellation_note)}
              description={note.count?.(text.trim().length)}
              data-testid={`${testId}-note`}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>{closeLabel ?? t(uiMessages.closeDialog)}</Button>
            <Button type="submit" color="red" loading={pending} data-testid={`${testId}-confirm`}>{confirmLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
