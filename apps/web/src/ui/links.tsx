import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { WEB_BASE } from '@fetp/contract';
import classes from './light/light.module.css';

/**
 * The router path of an address inside the SPA (/learn/...), or null for any other address.
 * Server links carry the full /learn/... address.
 */
export function inAppPath(url: string): string | null {
  // Rendered at build (the prerendered home page) there is no window: the portal's own origin stands in.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
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

/** A centred line that offers the other way in: "Already have an account? Sign in" (plain markup: the sign-in page's first load). */
export function PromptLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <p className={classes.dimmed} style={{ margin: 0, fontSize: 'var(--mantine-font-size-sm)', textAlign: 'center' }}>
      {prompt}{' '}
      <Link to={to} className={`mantine-focus-auto ${classes.anchor}`}>
        {label}
      </Link>
    </p>
  );
}
