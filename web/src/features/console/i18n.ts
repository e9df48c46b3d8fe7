import i18n from 'i18next';
import en from '../../locales/console/en.json';
import pt from '../../locales/console/pt.json';

/** Adds the console's texts under `console.*` when the console's code loads. */
export function registerConsoleTexts(): void {
  if (i18n.exists('console.title', { lng: 'pt' })) return;
  i18n.addResourceBundle('pt', 'translation', { console: pt }, true, false);
  i18n.addResourceBundle('en', 'translation', { console: en }, true, false);
}

registerConsoleTexts();
