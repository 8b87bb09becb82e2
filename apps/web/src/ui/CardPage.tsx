import './styles/content';
import type { ReactNode, RefObject } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface CardPageProps {
  /** The card's largest width in pixels. */
  width: number;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  /** For a page that moves the focus to its heading (which then takes tabIndex -1) when its content changes. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** A page that is one card with a heading (sign-in, registration, password reset). */
export function CardPage({ width, title, text, children, headingRef }: CardPageProps) {
  return (
    <Container size={width} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
              {title}
            </Title>
            {text && (
              <Text c="dimmed" fz="sm" mt={4}>
                {text}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
