import { UnstyledButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../app/i18n';
import { isLanguage, LANGUAGES, type Language } from '../../../lib/language';
import classes from '../../../components/layout/language/LanguageSwitch.module.css';

const NAMES: Record<Language, string> = { pt: 'Português', en: 'English' };

/**
 * The console's pt/en switch: the storefront's choice (kept, and the storefront's English texts
 * loaded with it), drawn for the console's header with the storefront switch's own stylesheet.
 * The storefront's LanguageSwitch component itself is not imported: sharing it would split the
 * storefront's first chunks (its stylesheet alone does not).
 */
export function ConsoleLanguage() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : null;
  return (
    <Group gap={4} role="group" aria-label={t('console.layout.language')} className={classes.switch}>
      {LANGUAGES.map((language) => (
        <UnstyledButton
          key={language}
          lang={language === 'pt' ? 'pt-BR' : 'en'}
          aria-pressed={current === language}
          className={classes.option}
          onClick={() => void chooseLanguage(language)}
        >
          {NAMES[language]}
        </UnstyledButton>
      ))}
    </Group>
  );
}
