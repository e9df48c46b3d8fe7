import i18n from 'i18next';
import en from '../../locales/checkout/en.json';
import pt from '../../locales/checkout/pt.json';

/** Adds the checkout's texts under `checkout.*` when the checkout's code loads. */
export function registerCheckoutTexts(): void {
  if (i18n.hasResourceBundle('pt', 'translation') && i18n.exists('checkout.title', { lng: 'pt' })) return;
  i18n.addResourceBundle('pt', 'translation', { checkout: pt }, true, false);
  i18n.addResourceBundle('en', 'translation', { checkout: en }, true, false);
}

registerCheckoutTexts();
