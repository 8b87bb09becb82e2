import '../../ui/styles/common';
import '../../ui/styles/checks';
import { Group, Radio } from '@mantine/core';
import { LOCALES, LOCALE_NAMES, type Locale } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { useLocale } from '../../app/LocaleProvider';
import { useSaveLanguage } from '../shell';
import { Section } from './Section';
import messages from './messages';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The interface language, as the header's language menu sets it: the portal switches at once and
 * the choice is saved on the account (SHELL_API.saveLanguage). Each language is named in itself.
 */
export function LanguageSection() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const save = useSaveLanguage();

  const choose = (next: string) => {
    if (!isLocale(next) || next === locale) return;
    save.mutate(next);
    void setLocale(next);
  };

  return (
    <Section id="account-language" title={t(messages.languageHeading)} intro={t(messages.languageIntro)}>
      {/* No label of its own: the group is named by the section's heading (Mantine's radiogroup takes its label's id). */}
      <Radio.Group value={locale} onChange={choose} labelProps={{ id: 'account-language-heading' }} name="language">
        <Group gap="lg" wrap="wrap">
          {LOCALES.map((option) => (
            <Radio key={option} value={option} label={<span lang={option} dir="auto">{LOCALE_NAMES[option]}</span>} />
          ))}
        </Group>
      </Radio.Group>
    </Section>
  );
}
