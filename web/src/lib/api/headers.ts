import { htmlLang, type Language } from '../language';

export interface HeaderContext {
  terminal: string;
  visitor: string;
  locale: Language;
  accessToken: string | null;
  pdv: string | null;
  pos: string | null;
  hasBody: boolean;
}

/** Calls that name the sales channel (spec section 7, "with PDV/POS headers"). */
const CHANNEL_PATHS = ['v2/events/list', 'pdv/v3/products/sectors'] as const;

export function needsChannelHeaders(path: string): boolean {
  return CHANNEL_PATHS.some((part) => path.includes(part));
}

export function buildHeaders(path: string, ctx: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    TERMINAL: ctx.terminal,
    DFP: ctx.visitor,
    locale: ctx.locale,
    'Accept-Language': htmlLang(ctx.locale),
  };
  if (ctx.hasBody) headers['Content-Type'] = 'application/json';
  if (ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
  if (needsChannelHeaders(path)) {
    if (ctx.pdv) headers.PDV = ctx.pdv;
    if (ctx.pos) headers.POS = ctx.pos;
  }
  return headers;
}
