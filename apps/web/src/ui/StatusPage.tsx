import type { ReactNode } from 'react';
import classes from './StatusPage.module.css';

export { classes as statusClasses };

/**
 * The frame of the pages that say where the reader stands (not found, access denied, a page that
 * failed): plain markup, since they are reached from any page, before any Mantine component has
 * loaded. `before` goes above the heading (an icon, a big number), `children` below it.
 */
export function StatusPage({ title, before, children, role }: { title: string; before?: ReactNode; children: ReactNode; role?: 'alert' }) {
  return (
    <div className={classes.page} role={role}>
      {before}
      <h1 className={classes.title}>{title}</h1>
      {children}
    </div>
  );
}
