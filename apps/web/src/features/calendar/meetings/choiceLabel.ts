import { useT } from '../../../app/i18n';
import eventMessages from '../../../ui/events/messages';
import messages from './messages';

/** A mode or event type in the reader's language, by the spec's value; else `fallback` (the value as it came). */
export function useChoiceLabel() {
  const t = useT();
  const labels: Record<string, string> = {
    online: t(eventMessages.online), offline: t(messages.offline),
    Webinar: t(messages.typeWebinar), 'one-on-one': t(messages.typeOneOnOne), others: t(messages.typeOthers),
  };
  return (value: string, fallback = value) => labels[value] ?? fallback;
}
