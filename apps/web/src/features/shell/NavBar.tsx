import { deferredControl } from '../../ui/deferred';
import { ButtonLink } from '../../ui/light/Button';
import { useLabel } from './label';
import type { NavItem } from './nav';
import type { NavGroup } from './NavGroupMenu';
import { NavGroupButton } from './NavGroupButton';
import classes from './Header.module.css';

const DeferredNavGroupMenu = deferredControl<{ item: NavGroup }>(() => import('./NavGroupMenu'));

/** The desktop navigation bar; a group's menu code loads when it is first opened. */
export function NavBar({ items, ariaLabel }: { items: NavItem[]; ariaLabel: string }) {
  const label = useLabel();
  return (
    <nav aria-label={ariaLabel} className={`${classes.nav} ${classes.fromSm}`}>
      {items.map((item) =>
        item.kind === 'group' ? (
          <DeferredNavGroupMenu
            key={item.key}
            item={item}
            trigger={(intent) => <NavGroupButton label={label(item.label)} testId={`nav-${item.key}`} {...intent} />}
          />
        ) : (
          <ButtonLink
            key={item.key}
            href={item.url}
            variant={item.primary ? 'filled' : 'subtle'}
            className={item.primary ? undefined : classes.navButton}
            data-testid={`nav-${item.key}`}
          >
            {label(item.label)}
          </ButtonLink>
        ),
      )}
    </nav>
  );
}
