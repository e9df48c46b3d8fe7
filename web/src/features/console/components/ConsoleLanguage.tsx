import { UnstyledButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../../lib/language';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import classes from './ConsoleLanguage.module.css';

const NAMES: Record<Language, string> = { pt: 'Português', en: 'English' };

/**
 * The console's pt/en switch. The choice is kept under the storefront's key, so both sides
 * speak the same language; the console's texts are already loaded in both, so it applies at
 * once (the storefront's own switch would also load the storefront's English texts).
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
          onClick={() => {
            localStorage.setItem(STORAGE_KEYS.locale, language);
            void i18n.changeLanguage(language);
          }}
        >
          {NAMES[language]}
        </UnstyledButton>
      ))}
    </Group>
  );
}
