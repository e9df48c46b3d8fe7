import type { StoreConfig } from '../features/store-config/types';

/**
 * Google Analytics, Google Tag Manager and Meta Pixel, each only when the
 * store sets its id. The scripts load asynchronously: offline or blocked,
 * they fail quietly without affecting the page.
 */
export interface AnalyticsIds {
  googleAnalytics: string;
  googleTagManager: string;
  metaPixel: string;
}

interface FbqFunction {
  (...args: unknown[]): void;
  queue: unknown[];
  loaded: boolean;
  version: string;
  push: FbqFunction;
}

type TrackerWindow = Window & { dataLayer?: unknown[]; fbq?: FbqFunction; _fbq?: FbqFunction };

const MARK = 'data-catraca-analytics';

export function analyticsIds(config: StoreConfig): AnalyticsIds {
  const template = config.configs.template;
  return {
    googleAnalytics: template.googleAnalytics?.trim() ?? '',
    googleTagManager: template.googleTagManager?.trim() ?? '',
    metaPixel: config.configs.metaPixel?.trim() ?? '',
  };
}

/** The script URLs to load: none for ids that are empty. */
export function analyticsScriptUrls(ids: AnalyticsIds): string[] {
  const urls: string[] = [];
  if (ids.googleAnalytics) {
    urls.push(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.googleAnalytics)}`);
  }
  if (ids.googleTagManager) {
    urls.push(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.googleTagManager)}`);
  }
  if (ids.metaPixel) urls.push('https://connect.facebook.net/en_US/fbevents.js');
  return urls;
}

function setUpQueues(ids: AnalyticsIds, win: TrackerWindow): void {
  const dataLayer = (win.dataLayer ??= []);
  if (ids.googleTagManager) dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (ids.googleAnalytics) {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    const gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    } as (...args: unknown[]) => void;
    gtag('js', new Date());
    gtag('config', ids.googleAnalytics);
  }
  if (ids.metaPixel && !win.fbq) {
    // Meta's loader stub: queue calls until fbevents.js arrives.
    const fbq = function (...args: unknown[]) {
      fbq.queue.push(args);
    } as FbqFunction;
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    win.fbq = fbq;
    win._fbq = fbq;
    fbq('init', ids.metaPixel);
    fbq('track', 'PageView');
  }
}

/** Installs the trackers once per page. */
export function installAnalytics(config: StoreConfig, doc: Document = document, win: TrackerWindow = window): void {
  const ids = analyticsIds(config);
  const urls = analyticsScriptUrls(ids);
  if (urls.length === 0 || doc.querySelector(`script[${MARK}]`)) return;
  setUpQueues(ids, win);
  for (const url of urls) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = url;
    script.setAttribute(MARK, '');
    doc.head.appendChild(script);
  }
}
