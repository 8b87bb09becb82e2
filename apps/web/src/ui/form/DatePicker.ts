// The date picker as its own module, so the lazy import in BirthDateField takes DateInput alone
// (a dynamic import of the package itself would bring every @mantine/dates component).
export { DateInput as default } from '@mantine/dates';
