import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface CardPageProps {
  /** The card's largest width in pixels. */
  width: number;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}

/** A page that is one card with a heading (sign-in, registration, password reset). */
export function CardPage({ width, title, text, children }: CardPageProps) {
  return (
    <Container size={width} py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
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
