import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { useT } from '../../app/i18n';
import { Brand } from './Brand';
import messages from '../../ui/messages';
import classes from './Header.module.css';

const LazyMobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/**
 * The phone menu, fetched the first time the burger is pressed (a drawer is code most visits
 * never run), then kept mounted so it animates open and closed.
 */
export function MobileMenu(props: ComponentProps<typeof LazyMobileMenu>) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyMobileMenu {...props} />
    </Suspense>
  );
}

/** The burger that opens the mobile menu, shown on phones only (Mantine's Burger, in plain markup). */
export function MenuButton({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.burger} ${classes.belowSm}`}
      onClick={onClick}
      aria-expanded={opened}
      aria-label={t(opened ? messages.closeMenu : messages.openMenu)}
      data-testid="mobile-menu-button"
    >
      <span className={classes.burgerLines} aria-hidden />
    </button>
  );
}

/** The header bar: the brand, then the navigation and the controls; below it, the phone menu. */
export function HeaderFrame({ testId, children, after }: { testId?: string; children?: ReactNode; after?: ReactNode }) {
  return (
    <header className={classes.header} data-testid={testId}>
      <div className={classes.inner}>
        <Brand />
        {children}
      </div>
      {after}
    </header>
  );
}

/** A row of the header's controls. */
export function HeaderGroup({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={`${classes.group} ${wide ? classes.groupSm : ''}`}>{children}</div>;
}
