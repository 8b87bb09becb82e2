import '../../ui/styles/common';
import '../../ui/styles/modal';
import { Button, Center, Loader, Modal } from '@mantine/core';
import type { CalPayload, TrackerCal } from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useFieldError, useT } from '../../app/i18n';
import { showSuccess } from '../../app/toast';
import { DynamicForm } from '../../ui/DynamicForm/DynamicForm';
import { fetchLookup } from '../../app/formLookups';
import { ErrorAlert } from '../../ui/ErrorAlert';
import type { CalScope } from './api';
import { useRegisterSubCal, useRegistrationForm } from './hooks';
import messages from './messages';
import uiMessages from '../../ui/messages';

export interface RegisterSubCalModalProps {
  scope: CalScope;
  cal: TrackerCal;
  onClose: () => void;
}

/** The draft of a CAL's registration form, per course and CAL. */
export const registrationDraftKey = (scope: CalScope, cal: number) => `registration:${scope.course}:${cal}`;

/**
 * The learner's +Add (001 §2.2): the CAL's registration form in a modal titled with the CAL's full
 * name. On success it closes, shows the server's message and the tracker loads again, showing the
 * new sub-CAL; a refusal shows the server's messages under their fields. The answers are kept as a
 * draft on the device until sent.
 */
export default function RegisterSubCalModal({ scope, cal, onClose }: RegisterSubCalModalProps) {
  const t = useT();
  const fieldError = useFieldError();
  const form = useRegistrationForm(scope, cal.cal);
  const register = useRegisterSubCal(scope);
  const serverErrors = register.error instanceof ApiError && register.error.status === 400 ? register.error.errors : undefined;

  const submit = async (payload: CalPayload) => {
    const answer = await register.mutateAsync({ cal: cal.cal, payload });
    showSuccess(fieldError(answer.message) ?? answer.message);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={cal.cal_full_name} size="lg" centered closeButtonProps={{ 'aria-label': t(uiMessages.closeDialog) }} data-testid="register-sub-cal-modal">
      {form.isPending ? (
        <Center py="xl">
          <Loader aria-label={t(uiMessages.loading)} />
        </Center>
      ) : form.isError ? (
        <ErrorAlert title={t(messages.registrationFailed)}>
          <Button size="xs" variant="light" color="red" onClick={() => void form.refetch()}>
            {t(messages.retry)}
          </Button>
        </ErrorAlert>
      ) : (
        <DynamicForm
          lookup={fetchLookup}
          definition={form.data.data}
          kind="registration"
          draftKey={registrationDraftKey(scope, cal.cal)}
          onSubmit={submit}
          submitting={register.isPending}
          serverErrors={serverErrors}
          submitLabel={t(messages.register)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
