import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../app/i18n';
import { isLanguage, LANGUAGES, type Language } from '../../../lib/language';
import classes from './LanguageSwitch.module.css';

/** Each language named in itself, so a visitor who reads neither can still find theirs. */
const NAMES: Record<Language, string> = { pt: 'Português', en: 'English' };

/**
 * The visible pt/en switch of the footer and the drawer. The choice is kept
 * (chooseLanguage), like a `/pt/` or `/en/` prefix, and applies at once.
 */
export function LanguageSwitch({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : null;
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} data-testid={testId} className={classes.switch}>
      {LANGUAGES.map((language) => (
        <UnstyledButton
          key={language}
          lang={language === 'pt' ? 'pt-BR' : 'en'}
          aria-pressed={current === language}
          onClick={() => void chooseLanguage(language)}
          className={classes.option}
        >
          {NAMES[language]}
        </UnstyledButton>
      ))}
    </Group>
  );
}
