import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, MILESTONE_STATUS_LABELS, SUB_CAL_STATUS_LABELS, type Locale, type MilestoneStatus, type SubCalStatus } from '@fetp/contract';
import type { Queryable } from '../../db/client';

/**
 * The bell's texts by key, in each language. A notification keeps its key and values and is written
 * in the reader's language when listed; its English text is kept beside them for readers of old
 * rows. A programme adding a language adds its texts here, as for e-mails (docs/i18n.md).
 */
type NotificationKey =
  | 'calMilestoneStatus' | 'calSubCalStatus' | 'calMilestoneStatusWithComment' | 'calSubCalStatusWithComment' | 'calendarStartsSoon'
  | 'chatMessage' | 'newApplication';

const TEXTS: Record<Locale, Record<NotificationKey, string>> = {
  en: {
    calMilestoneStatus: '{reviewer} set {item} to {status}.',
    calMilestoneStatusWithComment: '{reviewer} set {item} to {status}: {comment}',
    calSubCalStatus: '{reviewer} set {item} to {status}.',
    calSubCalStatusWithComment: '{reviewer} set {item} to {status}: {comment}',
    calendarStartsSoon: '{title} starts in 15 minutes.',
    chatMessage: '{sender} wrote in the chat about {milestone} ({item}).',
    newApplication: 'New application to {course} from {applicant}.',
  },
  fr: {
    calMilestoneStatus: '{reviewer} a passé {item} au statut {status}.',
    calMilestoneStatusWithComment: '{reviewer} a passé {item} au statut {status} : {comment}',
    calSubCalStatus: '{reviewer} a passé {item} au statut {status}.',
    calSubCalStatusWithComment: '{reviewer} a passé {item} au statut {status} : {comment}',
    calendarStartsSoon: '{title} commence dans 15 minutes.',
    chatMessage: '{sender} a écrit dans la discussion sur {milestone} ({item}).',
    newApplication: 'Nouvelle candidature à {course} de {applicant}.',
  },
  ar: {
    calMilestoneStatus: 'قام {reviewer} بتغيير حالة {item} إلى {status}.',
    calMilestoneStatusWithComment: 'قام {reviewer} بتغيير حالة {item} إلى {status}: {comment}',
    calSubCalStatus: 'قام {reviewer} بتغيير حالة {item} إلى {status}.',
    calSubCalStatusWithComment: 'قام {reviewer} بتغيير حالة {item} إلى {status}: {comment}',
    calendarStartsSoon: 'يبدأ {title} بعد 15 دقيقة.',
    chatMessage: 'كتب {sender} في المحادثة حول {milestone} ({item}).',
    newApplication: 'طلب جديد للالتحاق بـ {course} من {applicant}.',
  },
};

/** The status labels in each language (the web's catalogs hold the same words: cal.status.*). */
const MILESTONE_STATUS_TEXTS: Record<Locale, Record<MilestoneStatus, string>> = {
  en: MILESTONE_STATUS_LABELS,
  fr: { not_started: 'Non commencé', pending: 'En attente', revoke: 'Révoqué', completed: 'Terminé', passed_due_date: 'Échéance dépassée' },
  ar: { not_started: 'لم يبدأ', pending: 'قيد الانتظار', revoke: 'مُلغى', completed: 'مكتمل', passed_due_date: 'تجاوز تاريخ الاستحقاق' },
};
const SUB_CAL_STATUS_TEXTS: Record<Locale, Record<SubCalStatus, string>> = {
  en: SUB_CAL_STATUS_LABELS,
  fr: { not_started: 'Non commencé', pending: 'En cours', completed: 'Terminé', passed_due_date: 'Échéance dépassée' },
  ar: { not_started: 'لم يبدأ', pending: 'جارٍ', completed: 'مكتمل', passed_due_date: 'تجاوز تاريخ الاستحقاق' },
};

/** A milestone's or a sub-CAL's status label in a language. */
export function statusLabel(subject: 'milestone' | 'sub_cal', status: string, locale: Locale | null): string {
  const language = locale ?? DEFAULT_LOCALE;
  const labels: Record<string, string> = subject === 'milestone' ? MILESTONE_STATUS_TEXTS[language] : SUB_CAL_STATUS_TEXTS[language];
  return labels[status] ?? status;
}

/** What a keyed notification holds: the text's key and its values; `status` (with `subject`) is translated as a label. */
export interface NotificationText {
  key: NotificationKey;
  params: Record<string, string>;
}

const isKey = (key: string): key is NotificationKey => Object.hasOwn(TEXTS.en, key);

/** A stored notification in a language: its keyed text when it has one, else the text it was written with. */
export function renderNotification(row: { notification: string; textKey: string | null; params: unknown }, locale: Locale | null): string {
  if (!row.textKey || !isKey(row.textKey)) return row.notification;
  const language = locale ?? DEFAULT_LOCALE;
  const params = (row.params ?? {}) as Record<string, string>;
  const values: Record<string, string> = { ...params };
  if (params.status !== undefined && (params.subject === 'milestone' || params.subject === 'sub_cal')) values.status = statusLabel(params.subject, params.status, language);
  return TEXTS[language][row.textKey].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A keyed notification's English text: stored beside its key (what old readers and a repeat check read). */
export const englishOf = (text: NotificationText): string => renderNotification({ notification: '', textKey: text.key, params: text.params }, 'en');

/** Adds a keyed notification for each user (inside the caller's transaction; the live channel tells their pages). */
export async function notify(tx: Queryable, userIds: number[], text: NotificationText): Promise<void> {
  if (!userIds.length) return;
  const english = englishOf(text);
  await tx.execute(sql`
    insert into notifications (user_id, notification, text_key, params)
    select u, ${english}, ${text.key}, ${JSON.stringify(text.params)}::jsonb from unnest(${sql.raw(`ARRAY[${userIds.map(Number).join(',')}]::int[]`)}) as u`);
}
