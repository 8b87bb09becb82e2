import '../../ui/styles/common';
import '../../ui/styles/content';
import { Anchor, List, Text, Title } from '@mantine/core';
import { useT } from '../../app/i18n';
import messages from './messages';

/** A generated file as a list shows it: its name, its state, and its signed link once done. */
export interface GeneratedFileItem {
  id: number;
  name: string;
  status: 'queued' | 'done' | 'failed';
  url: string | null;
}

/**
 * The files generated before, as links (the caller refreshes them every 30 s); one still being
 * made or failed says so. The reports' pages and the coordinator dashboard's portfolio ZIPs show
 * their files with it, each under its own heading.
 */
export function GeneratedFileList({
  files, pending, heading, empty, headingId, order = 2, testId = 'report-files',
}: {
  files: readonly GeneratedFileItem[];
  /** The first answer has not come yet: nothing is said. */
  pending: boolean;
  heading: string;
  empty: string;
  headingId: string;
  order?: 2 | 3;
  testId?: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Title order={order} fz={order === 2 ? 'lg' : 'md'} mt={order === 2 ? 'xl' : 'md'} mb="sm" id={headingId}>
        {heading}
      </Title>
      {files.length === 0 ? (
        <Text c="dimmed">{pending ? '' : empty}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" ml={0} pl={0}>
          {files.map((file) => (
            <List.Item key={file.id} data-testid="report-file" data-status={file.status} style={{ overflowWrap: 'anywhere' }}>
              {file.url ? (
                <Anchor href={file.url} target="_blank" rel="noopener noreferrer" data-testid="report-file-link">
                  {file.name}
                </Anchor>
              ) : (
                <Text span>
                  {file.name}{' '}
                  <Text span c={file.status === 'failed' ? 'red.8' : 'dimmed'} fz="sm">
                    ({t(file.status === 'failed' ? messages.fileFailed : messages.fileQueued)})
                  </Text>
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
