// Where the server under test listens, and the two demo stores it serves.
export const PORT = Number(process.env.E2E_PORT || 18080);

/** The default demo store answers for `localhost` (and any unknown host); the second for `127.0.0.1`. */
export const ORIGIN = {
  main: `http://localhost:${PORT}`,
  second: `http://127.0.0.1:${PORT}`,
} as const;

export type FooterLink = { name: string; path: string; external?: boolean };

/** The parts of GET /api/config the tests read (docs/api-contract.md). */
export type StoreConfig = {
  id: number;
  name: string;
  configs: {
    template: {
      logo: string;
      locale: string;
      colors: { primary: string };
      cookies?: { show_cookies_dialog?: boolean; text?: string };
      url_help?: string;
      support_whatsapp?: string;
      termos?: string;
      privacidade?: string;
      sobre?: string;
      produtos?: { slug: string; titulo: string; resumo?: string; texto?: string; botao?: { texto: string; link: string } }[];
    };
    footer?: {
      columns?: { title: string; links: FooterLink[] }[];
      apps?: { title?: string; android?: string; apple?: string };
      social?: Record<string, string>;
      legalText?: string;
    };
  };
};

export function footerLinks(cfg: StoreConfig): FooterLink[] {
  return (cfg.configs.footer?.columns ?? []).flatMap((c) => c.links);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `text` literally at the start (link names may carry a hint after it). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

/** Visible text of an HTML snippet from the config (cookie text, legal text). */
export function textOf(html: string): string {
  return html
    .replace(/<\/?(a|b|strong|em|i|span)\b[^>]*>/gi, '') // inline tags add no space
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
