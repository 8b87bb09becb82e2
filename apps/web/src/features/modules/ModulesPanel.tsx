import { Button, Text } from '@mantine/core';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageLoader } from '../../ui/PageStates';
import uiMessages from '../../ui/messages';
import { useMenteeModules } from './hooks';
import { ModuleList } from './ModuleList';
import messages from './messages';

export interface ModulesPanelProps {
  /** The officer's user id. */
  mentee: number;
  course: number;
}

/**
 * The MODULES tab of the course page and the mentee details page (001 §2.6): the officer's module
 * list, loaded when the tab is first opened. Its own chunk (the course page loads it lazily).
 */
export default function ModulesPanel({ mentee, course }: ModulesPanelProps) {
  const t = useT();
  const scope = { mentee, course };
  const modules = useMenteeModules(scope);
  if (modules.isPending) return <PageLoader />;
  if (modules.isError) {
    if (modules.error instanceof ApiError && modules.error.status === 403) {
      return (
        <Text fw={600} role="alert" data-testid="access-denied">
          {t(uiMessages.accessDenied)}
        </Text>
      );
    }
    return (
      <ErrorAlert title={t(messages.failed)}>
        <Button size="xs" variant="light" color="red" onClick={() => void modules.refetch()}>
          {t(messages.retry)}
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <div data-testid="modules-panel">
      <ModuleList scope={scope} modules={modules.data.data} />
    </div>
  );
}
