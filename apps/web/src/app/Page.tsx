import '../ui/styles/common';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Container, Title, type ContainerProps } from '@mantine/core';
import { usePageTitle } from './usePageTitle';
import { useT } from './i18n';

/** A page body: sets the document title and shows the heading. */
export function Page({
  title,
  heading = true,
  size = 'lg',
  children,
  ...rest
}: { title: MessageDescriptor; heading?: boolean; children: ReactNode } & Omit<ContainerProps, 'title'>) {
  usePageTitle(title);
  const t = useT();
  return (
    <Container size={size} py="xl" {...rest}>
      {heading && (
        <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
          {t(title)}
        </Title>
      )}
      {children}
    </Container>
  );
}
