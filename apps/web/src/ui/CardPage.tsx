import type { ReactNode, RefObject } from 'react';
import classes from './CardPage.module.css';

interface CardPageProps {
  /** The card's largest width in pixels. */
  width: number;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  /** For a page that moves the focus to its heading (which then takes tabIndex -1) when its content changes. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/**
 * A page that is one card with a heading (sign-in, registration, password reset). Plain markup
 * (Mantine's Container, Paper and Title drawn by CardPage.module.css): the sign-in page's first load
 * carries no Mantine component.
 */
export function CardPage({ width, title, text, children, headingRef }: CardPageProps) {
  return (
    <div className={classes.page} style={{ maxWidth: width }}>
      <div className={classes.card}>
        <div>
          <h1 className={classes.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h1>
          {text && <p className={classes.text}>{text}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
