import { describe, expect, it } from 'vitest';
import { stripLanguagePrefix } from './language';

describe('stripLanguagePrefix', () => {
  it.each([
    ['/en/evento/1', '', '', { language: 'en', to: '/evento/1' }],
    ['/pt/buscar/', '?q=rock', '', { language: 'pt', to: '/buscar/?q=rock' }],
    ['/en', '', '#top', { language: 'en', to: '/#top' }],
    ['/pt/', '', '', { language: 'pt', to: '/' }],
  ])('%s%s%s → %o', (pathname, search, hash, expected) => {
    expect(stripLanguagePrefix(pathname, search, hash)).toEqual(expected);
  });

  it.each(['/', '/evento/1', '/english', '/ptx/a', '/sobre'])('leaves %s alone', (pathname) => {
    expect(stripLanguagePrefix(pathname)).toBeNull();
  });
});
