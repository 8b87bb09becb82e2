import { DEFAULT_LOCALE, pageUrl, type Locale } from '@fetp/contract';
import { viewerZone } from './time-zones';

/**
 * What the calendar's e-mails say besides their texts (mail/texts.ts calendar*): when an
 * occurrence takes place, in the recipient's language and the event's zone, and where in the
 * portal it is.
 */

const RECURRING: Record<Locale, string> = {
  en: 'It is a recurring series: the attached invitation holds every occurrence.',
  fr: 'Il s’agit d’une série récurrente : l’invitation jointe contient toutes les occurrences.',
  ar: 'هذه سلسلة متكررة: تتضمن الدعوة المرفقة جميع المواعيد.',
};

/** The sentence a series' invite adds, in a language. */
export const recurringNote = (locale: Locale | null) => RECURRING[locale ?? DEFAULT_LOCALE];

/** "Tuesday, 1 December 2026, 09:00–10:00 (Asia/Kolkata)" in a language, in the event's zone. */
export function formatWhen(start: Date, end: Date, timeZone: string, locale: Locale | null): string {
  const zone = viewerZone(timeZone);
  const language = locale ?? DEFAULT_LOCALE;
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(start);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  return `${day}, ${time.format(start)}–${time.format(end)} (${zone})`;
}

/** The portal page that shows an event: its course page, or the dashboard for one without a course. */
export function eventLink(publicUrl: string, courseId: number | null): string {
  return `${publicUrl}${courseId ? pageUrl('coursesDashboard', { id: courseId }) : pageUrl('dashboard')}`;
}
