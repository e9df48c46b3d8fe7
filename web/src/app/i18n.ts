import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type checkoutPt from '../locales/checkout/pt.json';
import type consolePt from '../locales/console/pt.json';
import type queuePt from '../locales/queue/pt.json';
import pt from '../locales/pt.json';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, htmlLang, isLanguage, LANGUAGES, type Language } from '../lib/language';

// Typed keys: t('missing.key') is a compile error (pt.json is the reference).
// The checkout's, the console's and the waiting room's texts load with their code (features/checkout/i18n.ts,
// features/console/i18n.ts, features/queue/i18n.ts), so the storefront's first JavaScript does not carry them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof pt & { checkout: typeof checkoutPt; console: typeof consolePt; queue: typeof queuePt } };
  }
}

// Portuguese, the default, comes with the app; English loads when chosen (about 5 KB less
// JavaScript on the first visit of a Portuguese-speaking visitor).
const resources = { pt: { translation: pt } } as const;
const lazyTexts = { en: () => import('../locales/en.json') };
const loaded = new Set<Language>(['pt']);

/** Loads a language's texts once; the app waits for this before showing them. */
async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language) || language === 'pt') return;
  const texts = (await lazyTexts[language]()).default;
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loaded.add(language);
}

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

const initialLanguage = storedLanguage() ?? DEFAULT_LANGUAGE;

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Resolves once the visitor's remembered language can be shown (main.tsx renders after it).
 * If its texts cannot load, the app shows in Portuguese rather than not at all.
 */
export const initialLanguageReady = loadLanguage(initialLanguage)
  // Changed again once its texts are in: i18next resolves a language (resolvedLanguage, which
  // the language switch marks) only when it changes to one that has texts.
  .then(() => i18n.changeLanguage(initialLanguage))
  .catch(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

// The language last asked for: a slower load of an earlier choice must not override it.
let wanted: Language = initialLanguage;

async function switchTo(language: Language): Promise<void> {
  wanted = language;
  await loadLanguage(language);
  if (wanted === language) await i18n.changeLanguage(language);
}

/** The visitor's explicit choice: remembered across visits. Resolves once it shows. */
export function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.locale, language);
  return switchTo(language);
}

/** The store's locale applies unless the visitor chose one. */
export function applyStoreLanguage(storeLocale: string | null | undefined): void {
  const language = toLanguage(storeLocale);
  if (language && !storedLanguage() && i18n.language !== language) {
    void switchTo(language);
  }
}

export { i18n };
