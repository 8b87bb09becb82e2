import { useT } from '../../app/i18n';
import { PanelLoadState } from '../../ui/PageStates';
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
  if (modules.isPending || modules.isError) {
    return <PanelLoadState error={modules.error} failed={t(messages.failed)} retry={t(messages.retry)} onRetry={() => void modules.refetch()} />;
  }
  return (
    <div data-testid="modules-panel">
      <ModuleList scope={scope} modules={modules.data.data} />
    </div>
  );
}
