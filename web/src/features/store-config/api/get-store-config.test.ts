import { afterEach, describe, expect, it } from 'vitest';
import { storeConfigFixture } from '../../../test/fixtures';
import { readInlineStoreConfig, STORE_CONFIG_ELEMENT_ID, storeConfigUrl } from './get-store-config';

describe('store configuration source', () => {
  afterEach(() => document.getElementById(STORE_CONFIG_ELEMENT_ID)?.remove());

  it('omits host on localhost and passes it elsewhere', () => {
    expect(storeConfigUrl('localhost')).toBe('/api/config');
    expect(storeConfigUrl('loja.example.com.br')).toBe('/api/config?host=loja.example.com.br');
  });

  it('reads the configuration the server inlines into index.html', () => {
    const script = document.createElement('script');
    script.id = STORE_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(storeConfigFixture());
    document.head.appendChild(script);
    expect(readInlineStoreConfig()?.name).toBe('Catraca Ingressos');
  });

  it('falls back to the call when the inline element is missing or broken', () => {
    expect(readInlineStoreConfig()).toBeUndefined();
    const script = document.createElement('script');
    script.id = STORE_CONFIG_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = '{broken';
    document.head.appendChild(script);
    expect(readInlineStoreConfig()).toBeUndefined();
  });
});
