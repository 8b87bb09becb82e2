import { DEFAULT_LOCALE, RTL_LOCALES, isLocale, type Locale } from '@fetp/contract';
import { escapeHtml } from './mailer';

/** One e-mail: its subject and paragraphs, with `{name}`-style placeholders. */
interface MailText {
  subject: string;
  paragraphs: string[];
}

type MailKind = 'signInCode' | 'passwordReset' | 'applicationReceived' | 'calStatusChanged' | 'calMilestoneReminder' | 'calMilestoneOverdue' | 'chatDigest'
  | 'calendarInvite' | 'calendarUpdate' | 'calendarCancel' | 'calendarReminder' | 'bulkMail' | 'invitation'
  | 'applicationAdmitted' | 'applicationRejected';

/**
 * The portal's e-mails in each language. A programme adding a language adds its texts here
 * (docs/i18n.md); the placeholders stay as they are.
 */
const MAIL_TEXTS: Record<Locale, Record<MailKind, MailText>> = {
  en: {
    signInCode: {
      subject: 'Your sign-in code',
      paragraphs: ['Hello {name},', 'Your sign-in code is {code}. It is valid for {minutes} minutes.', 'If you did not try to sign in, change your password.'],
    },
    passwordReset: {
      subject: 'Reset your password',
      paragraphs: [
        'Hello {name},',
        'To choose a new password, open this link within one hour:',
        '{link}',
        'The link works once. If you did not ask for it, ignore this e-mail; your password stays as it is.',
      ],
    },
    applicationReceived: {
      subject: 'Application received: {course}',
      paragraphs: [
        'Dear {name},',
        'Thank you for applying to {course}. Your application was received on {date}. The course coordinators will review it and write to you at this address.',
        'Field Epidemiology Training Programme',
      ],
    },
    calStatusChanged: {
      subject: '{item}: {status}',
      paragraphs: [
        'Dear {name},',
        '{reviewer} set {item} to {status}.',
        '{comment}',
        'Open your CAL tracker: {link}',
      ],
    },
    calMilestoneReminder: {
      subject: '{item} is due on {date}',
      paragraphs: [
        'Dear {name},',
        'Your milestone {item} of {subCal} is due on {date}. Submit it before then so that your mentors can review it.',
        'Open your CAL tracker: {link}',
      ],
    },
    calMilestoneOverdue: {
      subject: '{mentee}: {item} has passed its due date',
      paragraphs: [
        'Dear {name},',
        'The milestone {item} of {mentee} ({subCal}) was due on {date} and is not completed. It is now marked Passed Due Date.',
        'Open {mentee}’s CAL tracker: {link}',
      ],
    },
    chatDigest: {
      subject: '{count} unread messages about {item}',
      paragraphs: [
        'Dear {name},',
        'You have {count} unread messages in the chat about {item} ({subCal}), the latest from {sender}:',
        '{excerpt}',
        'Open the chat: {link}',
      ],
    },
    calendarInvite: {
      subject: 'Invitation: {title}',
      paragraphs: ['Dear {name},', 'You are invited to {title} on {when}.', '{recurring}', 'Open the attached invitation to add it to your calendar. Details and the join link are in the portal: {link}'],
    },
    calendarUpdate: {
      subject: 'Updated: {title}',
      paragraphs: ['Dear {name},', '{title} has changed: it takes place on {when}.', '{recurring}', 'Open the attached invitation to update it in your calendar. Details and the join link are in the portal: {link}'],
    },
    calendarCancel: {
      subject: 'Cancelled: {title}',
      paragraphs: ['Dear {name},', '{title} on {when} is cancelled.', '{note}', 'Open the attached notice to remove it from your calendar.'],
    },
    calendarReminder: {
      subject: 'Reminder: {title} on {when}',
      paragraphs: ['Dear {name},', 'This is a reminder that {title} takes place on {when}.', 'Details and the join link are in the portal: {link}'],
    },
    bulkMail: {
      subject: '{subject}',
      paragraphs: ['Dear {name},', '{body}', 'Sent by {sender} through the FETP portal.'],
    },
    invitation: {
      subject: 'Your account on the FETP portal',
      paragraphs: [
        'Hello {name},',
        'An account on the FETP portal has been made for you ({email}). To choose your password, open this link within {days} days:',
        '{link}',
        'The link works once. Then sign in with your e-mail address and the password you chose.',
      ],
    },
    applicationAdmitted: {
      subject: 'Admitted: {course}',
      paragraphs: [
        'Dear {name},',
        'Your application to {course} has been accepted: you are enrolled in {cohort}.',
        'Sign in to the FETP portal with your account ({email}) to begin: {link}',
        'Field Epidemiology Training Programme',
      ],
    },
    applicationRejected: {
      subject: 'Your application to {course}',
      paragraphs: [
        'Dear {name},',
        'Thank you for applying to {course}. After reviewing your application, the course coordinators are unable to offer you a place this time.',
        'You are welcome to apply again when admission next opens.',
        'Field Epidemiology Training Programme',
      ],
    },
  },
  fr: {
    signInCode: {
      subject: 'Votre code de connexion',
      paragraphs: [
        'Bonjour {name},',
        'Votre code de connexion est {code}. Il est valable {minutes} minutes.',
        'Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.',
      ],
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      paragraphs: [
        'Bonjour {name},',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure :',
        '{link}',
        'Le lien ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message ; votre mot de passe reste inchangé.',
      ],
    },
    applicationReceived: {
      subject: 'Candidature reçue : {course}',
      paragraphs: [
        'Madame, Monsieur {name},',
        'Merci de votre candidature à {course}. Elle a été reçue le {date}. Les coordonnateurs du cours l’examineront et vous écriront à cette adresse.',
        'Programme de formation en épidémiologie de terrain',
      ],
    },
    calStatusChanged: {
      subject: '{item} : {status}',
      paragraphs: [
        'Bonjour {name},',
        '{reviewer} a passé {item} au statut {status}.',
        '{comment}',
        'Ouvrez votre suivi des CAL : {link}',
      ],
    },
    calMilestoneReminder: {
      subject: '{item} : échéance le {date}',
      paragraphs: [
        'Bonjour {name},',
        'Votre étape {item} de {subCal} doit être remise le {date}. Envoyez-la avant cette date pour que vos mentors puissent l’examiner.',
        'Ouvrez votre suivi des CAL : {link}',
      ],
    },
    calMilestoneOverdue: {
      subject: '{mentee} : {item} a dépassé son échéance',
      paragraphs: [
        'Bonjour {name},',
        'L’étape {item} de {mentee} ({subCal}) devait être remise le {date} et n’est pas terminée. Elle est désormais marquée « Échéance dépassée ».',
        'Ouvrez le suivi des CAL de {mentee} : {link}',
      ],
    },
    chatDigest: {
      subject: '{count} messages non lus sur {item}',
      paragraphs: [
        'Bonjour {name},',
        'Vous avez {count} messages non lus dans la discussion sur {item} ({subCal}), le dernier de {sender} :',
        '{excerpt}',
        'Ouvrez la discussion : {link}',
      ],
    },
    calendarInvite: {
      subject: 'Invitation : {title}',
      paragraphs: ['Bonjour {name},', 'Vous êtes invité(e) à {title} le {when}.', '{recurring}', 'Ouvrez l’invitation jointe pour l’ajouter à votre agenda. Les détails et le lien de connexion sont sur le portail : {link}'],
    },
    calendarUpdate: {
      subject: 'Modifié : {title}',
      paragraphs: ['Bonjour {name},', '{title} a changé : il a lieu le {when}.', '{recurring}', 'Ouvrez l’invitation jointe pour le mettre à jour dans votre agenda. Les détails et le lien de connexion sont sur le portail : {link}'],
    },
    calendarCancel: {
      subject: 'Annulé : {title}',
      paragraphs: ['Bonjour {name},', '{title} du {when} est annulé.', '{note}', 'Ouvrez l’avis joint pour le retirer de votre agenda.'],
    },
    calendarReminder: {
      subject: 'Rappel : {title} le {when}',
      paragraphs: ['Bonjour {name},', 'Nous vous rappelons que {title} a lieu le {when}.', 'Les détails et le lien de connexion sont sur le portail : {link}'],
    },
    bulkMail: {
      subject: '{subject}',
      paragraphs: ['Bonjour {name},', '{body}', 'Envoyé par {sender} depuis le portail FETP.'],
    },
    invitation: {
      subject: 'Votre compte sur le portail FETP',
      paragraphs: [
        'Bonjour {name},',
        'Un compte sur le portail FETP a été créé pour vous ({email}). Pour choisir votre mot de passe, ouvrez ce lien dans les {days} jours :',
        '{link}',
        'Le lien ne fonctionne qu’une fois. Connectez-vous ensuite avec votre adresse e-mail et le mot de passe choisi.',
      ],
    },
    applicationAdmitted: {
      subject: 'Admission : {course}',
      paragraphs: [
        'Bonjour {name},',
        'Votre candidature à {course} a été acceptée : vous êtes inscrit(e) dans {cohort}.',
        'Connectez-vous au portail FETP avec votre compte ({email}) pour commencer : {link}',
        'Programme de formation en épidémiologie de terrain',
      ],
    },
    applicationRejected: {
      subject: 'Votre candidature à {course}',
      paragraphs: [
        'Bonjour {name},',
        'Merci d’avoir postulé à {course}. Après examen de votre candidature, les coordinateurs du cours ne peuvent pas vous offrir de place cette fois-ci.',
        'Vous pourrez postuler de nouveau à la prochaine ouverture des admissions.',
        'Programme de formation en épidémiologie de terrain',
      ],
    },
  },
  ar: {
    signInCode: {
      subject: 'رمز تسجيل الدخول',
      paragraphs: ['مرحبًا {name}،', 'رمز تسجيل الدخول الخاص بك هو {code}، وهو صالح لمدة {minutes} دقيقة.', 'إذا لم تحاول تسجيل الدخول، فغيّر كلمة المرور.'],
    },
    passwordReset: {
      subject: 'إعادة تعيين كلمة المرور',
      paragraphs: [
        'مرحبًا {name}،',
        'لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة:',
        '{link}',
        'يعمل الرابط مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة؛ وستبقى كلمة المرور كما هي.',
      ],
    },
    applicationReceived: {
      subject: 'تم استلام الطلب: {course}',
      paragraphs: [
        'السيد/السيدة {name}،',
        'شكرًا لتقديمك إلى {course}. تم استلام طلبك بتاريخ {date}. سيراجعه منسقو الدورة ويراسلونك على هذا العنوان.',
        'برنامج التدريب على الوبائيات الميدانية',
      ],
    },
    calStatusChanged: {
      subject: '{item}: {status}',
      paragraphs: [
        'عزيزي/عزيزتي {name}،',
        'قام {reviewer} بتغيير حالة {item} إلى {status}.',
        '{comment}',
        'افتح متتبع CAL الخاص بك: {link}',
      ],
    },
    calMilestoneReminder: {
      subject: '{item}: موعد التسليم {date}',
      paragraphs: [
        'عزيزي/عزيزتي {name}،',
        'موعد تسليم مرحلتك {item} من {subCal} هو {date}. أرسلها قبل ذلك ليتمكن مرشدوك من مراجعتها.',
        'افتح متتبع CAL الخاص بك: {link}',
      ],
    },
    calMilestoneOverdue: {
      subject: '{mentee}: تجاوزت {item} موعد تسليمها',
      paragraphs: [
        'عزيزي/عزيزتي {name}،',
        'كان موعد تسليم المرحلة {item} من {subCal} الخاصة بـ {mentee} هو {date}، ولم تكتمل بعد. أصبحت حالتها الآن «تجاوز تاريخ الاستحقاق».',
        'افتح متتبع CAL الخاص بـ {mentee}: {link}',
      ],
    },
    chatDigest: {
      subject: '{count} رسائل غير مقروءة حول {item}',
      paragraphs: [
        'عزيزي/عزيزتي {name}،',
        'لديك {count} رسائل غير مقروءة في المحادثة حول {item} ({subCal})، وآخرها من {sender}:',
        '{excerpt}',
        'افتح المحادثة: {link}',
      ],
    },
    calendarInvite: {
      subject: 'دعوة: {title}',
      paragraphs: ['عزيزي/عزيزتي {name}،', 'أنت مدعو إلى {title} في {when}.', '{recurring}', 'افتح الدعوة المرفقة لإضافتها إلى تقويمك. التفاصيل ورابط الانضمام في البوابة: {link}'],
    },
    calendarUpdate: {
      subject: 'تم التعديل: {title}',
      paragraphs: ['عزيزي/عزيزتي {name}،', 'تغيّر {title}: موعده الآن {when}.', '{recurring}', 'افتح الدعوة المرفقة لتحديثه في تقويمك. التفاصيل ورابط الانضمام في البوابة: {link}'],
    },
    calendarCancel: {
      subject: 'تم الإلغاء: {title}',
      paragraphs: ['عزيزي/عزيزتي {name}،', 'تم إلغاء {title} المقرر في {when}.', '{note}', 'افتح الإشعار المرفق لإزالته من تقويمك.'],
    },
    calendarReminder: {
      subject: 'تذكير: {title} في {when}',
      paragraphs: ['عزيزي/عزيزتي {name}،', 'نذكّرك بأن {title} سيُعقد في {when}.', 'التفاصيل ورابط الانضمام في البوابة: {link}'],
    },
    bulkMail: {
      subject: '{subject}',
      paragraphs: ['عزيزي/عزيزتي {name}،', '{body}', 'أرسلها {sender} عبر بوابة FETP.'],
    },
    invitation: {
      subject: 'حسابك على بوابة FETP',
      paragraphs: [
        'مرحبًا {name}،',
        'أُنشئ لك حساب على بوابة FETP ({email}). لاختيار كلمة المرور، افتح هذا الرابط خلال {days} يومًا:',
        '{link}',
        'يعمل الرابط مرة واحدة فقط. بعد ذلك سجّل الدخول بعنوان بريدك الإلكتروني وكلمة المرور التي اخترتها.',
      ],
    },
    applicationAdmitted: {
      subject: 'تم القبول: {course}',
      paragraphs: [
        'السيد/السيدة {name}،',
        'تم قبول طلبك في {course}: أنت الآن مسجّل في {cohort}.',
        'سجّل الدخول إلى بوابة FETP بحسابك ({email}) للبدء: {link}',
        'برنامج التدريب على الوبائيات الميدانية',
      ],
    },
    applicationRejected: {
      subject: 'طلبك إلى {course}',
      paragraphs: [
        'السيد/السيدة {name}،',
        'شكرًا لتقديمك إلى {course}. بعد مراجعة طلبك، يتعذّر على منسقي الدورة أن يقدّموا لك مقعدًا هذه المرة.',
        'يسعدنا أن تتقدّم مجددًا عند فتح باب القبول القادم.',
        'برنامج التدريب على الوبائيات الميدانية',
      ],
    },
  },
};

/**
 * What the placeholders hold; in the HTML part `code` and `course` are bold and `link` is a link.
 * `body` is a message's text, and `bodyHtml` its HTML part, already sanitised (bulk e-mail).
 */
export type MailValues = Record<string, string | number>;

function fill(template: string, values: MailValues, html: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    if (!html) return String(value);
    if (key === 'body' && values.bodyHtml !== undefined) return String(values.bodyHtml);
    const safe = escapeHtml(String(value));
    if (key === 'link') return `<a href="${safe}">${safe}</a>`;
    return key === 'code' || key === 'course' ? `<strong>${safe}</strong>` : safe;
  });
}

/** The language of a person's e-mails: the one saved on their account, else the one their request asks for. */
export function mailLocale(accountLanguage: string | null, requested: Locale | null): Locale | null {
  return isLocale(accountLanguage) ? accountLanguage : requested;
}

/** An e-mail of the portal in a language (English when the language has none): subject, text and HTML. */
export function renderMail(kind: MailKind, locale: Locale | null, values: MailValues) {
  const language = locale ?? DEFAULT_LOCALE;
  const texts = MAIL_TEXTS[language][kind];
  const dir = RTL_LOCALES.includes(language) ? ' dir="rtl"' : '';
  // A paragraph that is only an empty placeholder (an optional comment) is left out.
  const paragraphs = texts.paragraphs.filter((p) => fill(p, values, false).trim() !== '');
  return {
    subject: fill(texts.subject, values, false),
    text: paragraphs.map((p) => fill(p, values, false)).join('\n\n'),
    html: `<div lang="${language}"${dir}>${paragraphs.map((p) => (p === '{body}' ? `<div>${fill(p, values, true)}</div>` : `<p>${fill(p, values, true)}</p>`)).join('')}</div>`,
  };
}

export const MAIL_LOCALES = Object.keys(MAIL_TEXTS) as Locale[];
