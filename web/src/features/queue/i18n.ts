import i18n from 'i18next';
import en from '../../locales/queue/en.json';
import pt from '../../locales/queue/pt.json';

/** Adds the waiting room's texts under `queue.*` when its page loads: the first load carries none. */
export function registerQueueTexts(): void {
  if (i18n.exists('queue.title', { lng: 'pt' })) return;
  i18n.addResourceBundle('pt', 'translation', { queue: pt }, true, false);
  i18n.addResourceBundle('en', 'translation', { queue: en }, true, false);
}

registerQueueTexts();
