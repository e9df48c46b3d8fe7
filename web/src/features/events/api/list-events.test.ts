import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../../lib/inline-data';
import { inlinedFirstPage } from './list-events';

function inline(json: string) {
  const script = document.createElement('script');
  script.id = PAGE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

const page = { eventos: [{ id: 7, nome: 'Roda de Samba' }], total: 1, pagina: 1, por_pagina: 24 };

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the first page of results inlined into a search page', () => {
  it('answers the query it was built for, whatever the order of its fields', () => {
    inline(JSON.stringify({ list: { query: { q: 'samba', por_pagina: 24 }, page } }));
    expect(inlinedFirstPage({ por_pagina: 24, q: 'samba' })).toEqual(page);
  });

  it('answers no other query: another text, another filter, another page size', () => {
    inline(JSON.stringify({ list: { query: { q: 'samba', por_pagina: 24 }, page } }));
    expect(inlinedFirstPage({ q: 'rock', por_pagina: 24 })).toBeUndefined();
    expect(inlinedFirstPage({ q: 'samba', periodo: 'hoje', por_pagina: 24 })).toBeUndefined();
    expect(inlinedFirstPage({ q: 'samba', por_pagina: 12 })).toBeUndefined();
  });

  it('is absent on pages without it or with data of another shape', () => {
    expect(inlinedFirstPage({ q: 'samba', por_pagina: 24 })).toBeUndefined();
    inline('{"event": {"id": 1}}');
    expect(inlinedFirstPage({ q: 'samba', por_pagina: 24 })).toBeUndefined();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    inline('not json');
    expect(inlinedFirstPage({ q: 'samba', por_pagina: 24 })).toBeUndefined();
  });
});
