import '../../ui/styles/content';
import '../../ui/styles/modal';
import { useState } from 'react';
import { Alert, Modal } from '@mantine/core';
import { deriveProjectValues, type CalPayload } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { DynamicForm, type DynamicFormErrors } from '../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../app/formLookups';
import { PanelLoadState } from '../../ui/PageStates';
import uiMessages from '../../ui/messages';
import { useProjectForm, useSaveProject } from './hooks';
import messages from './messages';

export interface ProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  cohortId: number;
  /** The project to edit, or null for a new one. */
  projectId: number | null;
}

/**
 * The field assignment project form (002 §3, §4, §5) in a dialog: the server's definition rendered
 * by the shared DynamicForm with the engine's project rules (type-dependent fields, other disease,
 * titles, dates); changing the state clears the district and asks for its districts. A refused
 * save shows the server's messages under the fields.
 */
export function ProjectFormModal({ opened, onClose, cohortId, projectId }: ProjectFormModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const form = useProjectForm(cohortId, projectId, opened);
  const save = useSaveProject(cohortId);
  const [serverErrors, setServerErrors] = useState<DynamicFormErrors | undefined>();
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    setServerErrors(undefined);
    setAlert(null);
    onClose();
  };

  const submit = async (payload: CalPayload) => {
    setAlert(null);
    try {
      const answer = await save.mutateAsync({ projectId, payload });
      showSuccess(fieldError(answer.message) ?? answer.message);
      close();
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(error.errors);
        if (!Object.keys(error.errors).length) setAlert(fieldError(error.message) ?? error.message);
      } else setAlert(t(messages.saveFailed));
      throw error;
    }
  };

  return (
    <Modal
      opened={opened} onClose={close} size="lg" title={t(projectId === null ? messages.addTitle : messages.editTitle)}
      closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="project-form-modal"
    >
      {alert && <Alert color="red" role="alert" mb="sm" data-testid="project-form-error">{alert}</Alert>}
      {form.data ? (
        <DynamicForm
          lookup={fetchLookup}
          key={`${cohortId}-${projectId ?? 'new'}-${form.data.form.id}`}
          definition={form.data.data}
          kind="project"
          derive={deriveProjectValues}
          onSubmit={submit}
          submitting={save.isPending}
          serverErrors={serverErrors}
          submitLabel={t(messages.save)}
          onCancel={close}
          nothingFound={t(messages.noOptions)}
        />
      ) : (
        <PanelLoadState error={form.error} failed={t(messages.formFailed)} retry={t(messages.retry)} onRetry={() => void form.refetch()} />
      )}
    </Modal>
  );
}
