import classes from './light.module.css';

/** A spinning ring (Mantine's default loader), named for screen readers. */
export function Loader({ label }: { label: string }) {
  return <span className={classes.loader} role="status" aria-label={label} />;
}

/** A loader in the middle of the space a list or page will fill. */
export function CenterLoader({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className={classes.center} data-testid={testId}>
      <Loader label={label} />
    </div>
  );
}
