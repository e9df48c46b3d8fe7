import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { i18n } from './i18n';
import { languagePrefixTarget } from './redirects';

describe('language prefix redirect', () => {
  it('leads /en/... to the unprefixed path with English chosen', async () => {
    expect(await languagePrefixTarget('/en/evento/1', '?sessao=2')).toBe('/evento/1?sessao=2');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('pt');
  });

  it('leads /pt/... there with Portuguese chosen', async () => {
    expect(await languagePrefixTarget('/pt/sobre')).toBe('/sobre');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('pt');
  });

  it('leaves paths without a prefix alone', async () => {
    expect(await languagePrefixTarget('/ptx')).toBeNull();
  });
});
