import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import type checkoutPt from '../locales/checkout/pt.json';
import pt from '../locales/pt.json';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, htmlLang, isLanguage, LANGUAGES, type Language } from '../lib/language';

// Typed keys: t('missing.key') is a compile error (pt.json is the reference).
// The checkout's texts load with the checkout (features/checkout/i18n.ts), so
// the storefront's first JavaScript does not carry them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt & { checkout: typeof checkoutPt } };
  }
}

const resources = { pt: { translation: pt }, en: { translation: en } } as const;

function storedLanguage(): Language | null {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return isLanguage(stored) ? stored : null;
}

/** 'pt-BR', 'PT', 'en_US' → a supported language, or null. */
function toLanguage(locale: string | null | undefined): Language | null {
  const short = locale?.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : null;
}

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) document.documentElement.lang = htmlLang(lng);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The visitor's explicit choice: remembered across visits. */
export function chooseLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.locale, language);
  void i18n.changeLanguage(language);
}

/** The store's locale applies unless the visitor chose one. */
export function applyStoreLanguage(storeLocale: string | null | undefined): void {
  const language = toLanguage(storeLocale);
  if (language && !storedLanguage() && i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
}


export { i18n };
