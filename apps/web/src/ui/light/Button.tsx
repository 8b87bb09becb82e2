import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { UrlLink } from '../links';
import classes from './light.module.css';

/** The looks of the light kit's buttons (Mantine's variants of the same names). */
export type ButtonVariant = 'filled' | 'light' | 'subtle' | 'white' | 'outlineWhite';

interface Look {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  /** An icon before the label. */
  leftSection?: ReactNode;
  /** An icon after the label. */
  rightSection?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The class names of a button of the given look (for a control the kit does not wrap). */
export function buttonClass({ variant = 'filled', size = 'sm', fullWidth, className, left, right }: Omit<Look, 'children' | 'leftSection' | 'rightSection'> & { left?: boolean; right?: boolean }): string {
  return [
    'mantine-focus-auto mantine-active',
    classes.button,
    variant !== 'filled' && classes[variant],
    size === 'md' && classes.md,
    fullWidth && classes.block,
    left && classes.withLeft,
    right && classes.withRight,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ leftSection, rightSection, children }: Pick<Look, 'leftSection' | 'rightSection' | 'children'>) {
  return (
    <>
      {leftSection && <span className={classes.buttonIcon}>{leftSection}</span>}
      <span>{children}</span>
      {rightSection && <span className={classes.buttonIcon}>{rightSection}</span>}
    </>
  );
}

/**
 * A button drawn as Mantine's Button, in plain markup (ui/light: the first pages carry no Mantine
 * component). While `loading`, it shows a spinner and refuses clicks.
 */
export function Button({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  ref,
  ...rest
}: Look & { loading?: boolean; ref?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, fullWidth, className, left: Boolean(leftSection), right: Boolean(rightSection) })}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={classes.spinner} aria-hidden /> : null}
      <Content leftSection={loading ? null : leftSection} rightSection={rightSection}>
        {children}
      </Content>
    </button>
  );
}

/** A link drawn as a button: a router link for an address inside the portal, a plain link otherwise. */
export function ButtonLink({
  href,
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  ...rest
}: Look & { href: string; 'aria-label'?: string; 'data-testid'?: string; onClick?: () => void }) {
  return (
    <UrlLink href={href} className={buttonClass({ variant, size, fullWidth, className, left: Boolean(leftSection), right: Boolean(rightSection) })} {...rest}>
      <Content leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Content>
    </UrlLink>
  );
}

/** A button that reads as a link (Mantine's Anchor as a button): "Forgot password?", "Back to sign in". */
export function TextButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={['mantine-focus-auto', classes.textButton, className].filter(Boolean).join(' ')} {...rest} />;
}
