import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import { WEB_BASE } from '@fetp/contract';

/**
 * The router path of an address inside the SPA (/learn/...), or null for any other address.
 * Server links carry the full /learn/... address.
 */
export function inAppPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.origin !== window.location.origin) return null;
  const { pathname, search, hash } = parsed;
  if (pathname !== WEB_BASE && !pathname.startsWith(`${WEB_BASE}/`)) return null;
  const rest = pathname.slice(WEB_BASE.length) || '/';
  return `${rest}${search}${hash}`;
}

/** An anchor for any address: a router link inside the SPA, a plain link otherwise. */
export const UrlLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function UrlLink({ href, ...rest }, ref) {
    const path = inAppPath(href);
    return path !== null ? <Link ref={ref} to={path} {...rest} /> : <a ref={ref} href={href} {...rest} />;
  },
);

/** Props for Mantine polymorphic components (Button, Anchor, Menu.Item, NavLink) pointing at an address. */
export function linkProps(url: string): { component: typeof UrlLink; href: string } {
  return { component: UrlLink, href: url };
}

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

/** A centred line that offers the other way in: "Already have an account? Sign in". */
export function PromptLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text fz="sm" ta="center" c="dimmed">
      {prompt}{' '}
      <Anchor component={Link} to={to} fz="sm">
        {label}
      </Anchor>
    </Text>
  );
}
