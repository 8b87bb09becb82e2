import type { ReactNode } from 'react';
import { IconX } from '@tabler/icons-react';
import classes from './light.module.css';

interface AlertProps {
  color?: 'red' | 'green';
  title?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Shows a close button that calls this, named `closeLabel`. */
  onClose?: () => void;
  closeLabel?: string;
  /** `alert` (read out at once, the default) or `status`. */
  role?: 'alert' | 'status';
  testId?: string;
  className?: string;
}

/** Mantine's light Alert in plain markup: a tinted box with an icon, a title and a text. */
export function Alert({ color = 'red', title, icon, children, onClose, closeLabel, role = 'alert', testId, className }: AlertProps) {
  return (
    <div className={[classes.alert, color === 'green' && classes.alertGreen, className].filter(Boolean).join(' ')} role={role} data-testid={testId}>
      {icon && <span className={classes.alertIcon}>{icon}</span>}
      <div className={classes.alertBody}>
        {title && <div className={classes.alertTitle}>{title}</div>}
        <div>{children}</div>
      </div>
      {onClose && (
        <button type="button" className={`mantine-focus-auto ${classes.alertClose}`} onClick={onClose} aria-label={closeLabel}>
          <IconX size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}
