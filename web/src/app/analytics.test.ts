import { describe, expect, it } from 'vitest';
import { storeConfigFixture } from '../test/fixtures';
import { analyticsIds, analyticsScriptUrls, installAnalytics } from './analytics';

describe('analytics', () => {
  it('loads nothing when the store sets no ids', () => {
    expect(analyticsScriptUrls(analyticsIds(storeConfigFixture()))).toEqual([]);
  });

  it('loads each configured tracker once', () => {
    const config = storeConfigFixture({ googleAnalytics: 'G-ABC', googleTagManager: 'GTM-XYZ' });
    config.configs.metaPixel = '123';
    const doc = document.implementation.createHTMLDocument();
    const win = {} as Window;
    installAnalytics(config, doc, win);
    installAnalytics(config, doc, win);
    const sources = Array.from(doc.querySelectorAll('script'), (script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
      'https://www.googletagmanager.com/gtm.js?id=GTM-XYZ',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });
});
