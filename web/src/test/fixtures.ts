import type { StoreConfig } from '../features/store-config/types';

/** A store configuration shaped like docs/api-contract.md. */
export function storeConfigFixture(overrides: Partial<StoreConfig['configs']['template']> = {}): StoreConfig {
  return {
    id: 1,
    name: 'Catraca Ingressos',
    apiUrl: 'http://localhost:8080/api',
    checkoutUrl: 'http://localhost:8080/checkout',
    siteUrl: 'http://localhost:8080',
    pdv: 'PDV-1',
    pos: 'POS-1',
    payment: { provider: 'sandbox' },
    configs: {
      template: {
        logo: '/assets-store/catraca/logo.svg',
        termos: 'https://loja.example.com.br/termos',
        privacidade: 'https://loja.example.com.br/privacidade',
        colors: { primary: '#6d28d9', header: '#ffffff', headerText: '#1f2937', footer: '#111827', footerText: '#f9fafb' },
        categories: true,
        locale: 'pt',
        favicon: '/assets-store/catraca/favicon.svg',
        googleAnalytics: '',
        googleTagManager: '',
        cookies: { show_cookies_dialog: true, text: '<p>Usamos cookies. <a href="/sobre">Saiba mais</a><script>alert(1)</script></p>' },
        url_help: 'https://ajuda.example.com.br',
        support_whatsapp: '55 (48) 99999-0000',
        ...overrides,
      },
      metaPixel: '',
      footer: {
        columns: [
          {
            title: 'Catraca',
            links: [
              { name: 'Sobre nós', path: '/sobre', external: false },
              { name: 'Blog', path: 'https://blog.example.com.br', external: true },
              { name: 'Política de privacidade', path: 'www.example.com.br/privacidade', external: false },
            ],
          },
        ],
        apps: { title: 'Baixe o app', android: 'https://play.google.com/store/apps/x', apple: '' },
        social: { instagram: 'https://instagram.com/catraca', facebook: 'https://facebook.com/catraca' },
        legalText: 'Catraca Ingressos Ltda. — CNPJ 00.000.000/0001-00',
      },
    },
  };
}
