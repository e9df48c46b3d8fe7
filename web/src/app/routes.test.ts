import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { i18n } from './i18n';
import { languagePrefixLoader } from './routes';

function load(url: string) {
  return languagePrefixLoader({ request: new Request(url) });
}

describe('language prefix redirect', () => {
  it('redirects /en/... to the unprefixed path with English chosen', async () => {
    const response = await load('http://localhost/en/evento/1?sessao=2');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/evento/1?sessao=2');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('pt');
  });

  it('redirects /pt/... with Portuguese chosen', async () => {
    const response = await load('http://localhost/pt/sobre');
    expect(response?.headers.get('Location')).toBe('/sobre');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('pt');
  });
});
