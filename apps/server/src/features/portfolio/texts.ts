import { CAL_GROUP_TYPES, DEFAULT_LOCALE, PORTFOLIO_LABELS, PROJECT_TYPE_LABELS, RTL_LOCALES, type CalGroup, type Locale, type ProjectType } from '@fetp/contract';

/**
 * The portfolio PDF's frame in each language: its labels, the CAL groups' names, the project types
 * and the way a date is written. The officer's own words and names are drawn as they were typed. A
 * programme adding a language adds its texts here, as for e-mails and the bell (docs/i18n.md);
 * statuses come from the bell's labels (notifications `statusLabel`).
 */

export type PortfolioLabels = Record<keyof typeof PORTFOLIO_LABELS, string>;

const LABELS: Record<Locale, PortfolioLabels> = {
  en: PORTFOLIO_LABELS,
  fr: {
    title: 'Portfolio de l’agent',
    generated: 'Généré le',
    profile: 'Résumé du profil',
    name: 'Nom',
    email: 'E-mail',
    mobile: 'Mobile',
    gender: 'Sexe',
    location: 'District, État',
    course: 'Cours',
    cohort: 'Cohorte',
    mentors: 'Mentors',
    supervisor: 'superviseur',
    courseProgress: 'Progression du cours',
    calProgress: 'Progression des CAL',
    registered: 'Inscrit le',
    status: 'Statut',
    milestone: 'Étape',
    dueDate: 'Échéance',
    submitted: 'Soumis le',
    reviewer: 'Examiné par',
    noCals: 'Aucun CAL inscrit pour l’instant.',
    modulesCompleted: 'Modules terminés',
    module: 'Module',
    units: 'Unités faites',
    completed: 'Terminé',
    noModules: 'Aucun module dans ce cours.',
    webinarsAttended: 'Webinaires suivis',
    webinar: 'Webinaire',
    presenter: 'Présentateur',
    date: 'Date',
    noWebinars: 'Aucun webinaire suivi pour l’instant.',
    fieldAssignments: 'Affectations de terrain',
    project: 'Projet',
    period: 'Période',
    disease: 'Maladie',
    noProjects: 'Aucune affectation de terrain pour l’instant.',
    graduation: 'Diplôme',
    graduated: 'Diplômé',
    notGraduated: 'Pas encore diplômé',
    yes: 'Oui',
    no: 'Non',
    none: '-',
    page: 'Page',
  },
  ar: {
    title: 'الملف المهني للمتدرب',
    generated: 'أُنشئ في',
    profile: 'ملخص الملف الشخصي',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المحمول',
    gender: 'الجنس',
    location: 'المنطقة، الولاية',
    course: 'الدورة',
    cohort: 'الدفعة',
    mentors: 'المرشدون',
    supervisor: 'مشرف',
    courseProgress: 'التقدم في الدورة',
    calProgress: 'التقدم في أنشطة CAL',
    registered: 'تاريخ التسجيل',
    status: 'الحالة',
    milestone: 'المرحلة',
    dueDate: 'تاريخ الاستحقاق',
    submitted: 'تاريخ التقديم',
    reviewer: 'راجعه',
    noCals: 'لم يُسجَّل أي نشاط CAL بعد.',
    modulesCompleted: 'الوحدات المكتملة',
    module: 'الوحدة',
    units: 'الأجزاء المنجزة',
    completed: 'مكتملة',
    noModules: 'لا توجد وحدات في هذه الدورة.',
    webinarsAttended: 'الندوات الإلكترونية التي حضرها',
    webinar: 'الندوة الإلكترونية',
    presenter: 'المقدّم',
    date: 'التاريخ',
    noWebinars: 'لم يحضر أي ندوة إلكترونية بعد.',
    fieldAssignments: 'المهام الميدانية',
    project: 'المشروع',
    period: 'الفترة',
    disease: 'المرض',
    noProjects: 'لا توجد مهام ميدانية بعد.',
    graduation: 'التخرج',
    graduated: 'متخرج',
    notGraduated: 'لم يتخرج بعد',
    yes: 'نعم',
    no: 'لا',
    none: '-',
    page: 'صفحة',
  },
};

const CAL_GROUP_NAMES: Record<Locale, Record<CalGroup, string>> = {
  en: CAL_GROUP_TYPES,
  fr: { project: 'CAL de projet', scientific_communication: 'CAL de communication scientifique' },
  ar: { project: 'أنشطة CAL للمشاريع', scientific_communication: 'أنشطة CAL للاتصال العلمي' },
};

const PROJECT_TYPE_NAMES: Record<Locale, Record<ProjectType, string>> = {
  en: PROJECT_TYPE_LABELS,
  fr: { '1': 'Affectation de terrain 1', '2': 'Affectation de terrain 2' },
  ar: { '1': 'المهمة الميدانية 1', '2': 'المهمة الميدانية 2' },
};

/**
 * How a date is written (12 Mar 2025, 12 mars 2025, 12 مارس 2025): the month by name, so a reader
 * never wonders which number is the day; Latin digits in every language, as the portal's pages.
 */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** Everything the PDF writes in one language. */
export interface PortfolioTexts {
  locale: Locale;
  rtl: boolean;
  labels: PortfolioLabels;
  calGroup: (group: CalGroup) => string;
  projectType: (type: number) => string;
  date: (date: Date) => string;
}

export function portfolioTexts(locale: Locale | null): PortfolioTexts {
  const language = locale ?? DEFAULT_LOCALE;
  const format = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    locale: language,
    rtl: RTL_LOCALES.includes(language),
    labels: LABELS[language],
    calGroup: (group) => CAL_GROUP_NAMES[language][group],
    projectType: (type) => PROJECT_TYPE_NAMES[language][String(type) as ProjectType] ?? String(type),
    date: (date) => format.format(date),
  };
}
