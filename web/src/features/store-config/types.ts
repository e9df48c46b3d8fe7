import type { components } from '../../lib/api/schema';

/** The store configuration (spec section 3, docs/api-contract.md). */
export interface StoreColors {
  primary: string;
  secondary?: string;
  background?: string;
  text?: string;
  header?: string;
  headerText?: string;
  footer?: string;
  footerText?: string;
}

export interface City {
  id: number;
  name: string;
  state: string;
  order: number;
}

export interface FooterLinkConfig {
  name: string;
  path: string;
  external?: boolean;
}

export interface FooterConfig {
  columns?: { title: string; links?: FooterLinkConfig[] }[];
  apps?: { title?: string; android?: string; apple?: string } | null;
  social?: Record<string, string> | null;
  legalText?: string;
}

export interface StoreTemplate {
  logo: string;
  termos?: string;
  colors: StoreColors;
  banner?: boolean;
  categories?: boolean;
  layout?: string;
  locale?: string;
  favicon?: string;
  googleAnalytics?: string;
  googleTagManager?: string;
  'background-image'?: string;
  'background-image-mobile'?: string;
  cookies?: { show_cookies_dialog?: boolean; text?: string } | null;
  events_per_line?: number;
  city_selection?: boolean;
  city_default?: City | null;
  url_help?: string;
  support_whatsapp?: string;
  /** Privacy policy URL: registration checkbox and cookie notice. */
  privacidade?: string;
  /** About text of /sobre: plain text, paragraphs separated by a blank line. */
  sobre?: string;
  /** Product pages, each at /produto-{slug}, shown without the header (spec section 2). */
  produtos?: Produto[];
}

/** A product page: what the store offers beside single tickets. */
export interface Produto {
  slug: string;
  titulo: string;
  /** One line under the title. */
  resumo?: string;
  /** Plain text, paragraphs separated by a blank line. */
  texto?: string;
  /** The call to action: an http(s) or mailto link, or a path of the store. */
  botao?: { texto: string; link: string } | null;
}

export interface StoreConfig {
  id: number;
  name: string;
  apiUrl: string;
  checkoutUrl: string;
  siteUrl: string;
  pdv: string | null;
  pos: string | null;
  configs: {
    template: StoreTemplate;
    organizer?: unknown;
    metaPixel?: string;
    footer?: FooterConfig | null;
  };
  /** The payment gateway: the checkout's card step follows it (docs/payments.md). */
  payment: StorePayment;
}

export type StorePayment = components['schemas']['StorePayment'];
