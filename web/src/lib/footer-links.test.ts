import { describe, expect, it } from 'vitest';
import { classifyFooterLink } from './footer-links';

describe('classifyFooterLink', () => {
  it.each([
    [{ path: 'https://blog.example.com.br', external: true }, { kind: 'external', href: 'https://blog.example.com.br' }],
    [{ path: '/sobre', external: true }, { kind: 'external', href: '/sobre' }],
    [{ path: '/sobre', external: false }, { kind: 'internal', href: '/sobre' }],
    [{ path: '/ingressos' }, { kind: 'internal', href: '/ingressos' }],
    [{ path: 'https://example.com/termos', external: false }, { kind: 'plain', href: 'https://example.com/termos' }],
    [{ path: 'http://example.com', external: false }, { kind: 'plain', href: 'http://example.com' }],
    [{ path: 'www.example.com.br/privacidade', external: false }, { kind: 'plain', href: 'https://www.example.com.br/privacidade' }],
    [{ path: 'www.example.com.br', external: true }, { kind: 'external', href: 'https://www.example.com.br' }],
    [{ path: '//cdn.example.com/x' }, { kind: 'plain', href: '//cdn.example.com/x' }],
  ])('%o → %o', (link, expected) => {
    expect(classifyFooterLink(link)).toEqual(expected);
  });
});
