import './styles/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, type AnchorProps } from '@mantine/core';
import { inAppPath } from './links';

/** Mantine's Anchor for any address: a router link inside the SPA, a plain link otherwise. */
export function SmartAnchor({
  href,
  children,
  onClick,
  ...rest
}: AnchorProps & { href: string; children: ReactNode; onClick?: () => void; 'data-testid'?: string }) {
  const path = inAppPath(href);
  if (path !== null) {
    return (
      <Anchor component={Link} to={path} onClick={onClick} {...rest}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}

