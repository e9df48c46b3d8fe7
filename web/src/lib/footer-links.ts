export type FooterLinkKind = 'external' | 'internal' | 'plain';

export interface FooterLinkTarget {
  kind: FooterLinkKind;
  href: string;
}

/** `www.example.com` is not a URL a browser follows as such: give it a scheme. */
function withScheme(path: string): string {
  return /^www\./i.test(path) ? `https://${path}` : path;
}

/**
 * How a footer link is rendered (spec section 2): `external` → new tab;
 * a path starting with '/' → in-app navigation; anything else (absolute
 * http(s), www., mailto:) → a plain link.
 */
export function classifyFooterLink(link: { path: string; external?: boolean }): FooterLinkTarget {
  const path = link.path.trim();
  if (link.external) return { kind: 'external', href: withScheme(path) };
  if (path.startsWith('/') && !path.startsWith('//')) return { kind: 'internal', href: path };
  return { kind: 'plain', href: withScheme(path) };
}
