import { afterEach, describe, expect, it } from 'vitest';
import { ordersQueryOptions } from '../features/orders/api/list-orders';
import { refundReasonsQueryOptions } from '../features/orders/api/refund-reasons';
import { i18n } from './i18n';
import { createQueryClient, refetchServerTextsOnLanguageChange } from './query-client';

describe('refetchServerTextsOnLanguageChange', () => {
  afterEach(() => i18n.changeLanguage('pt'));

  it("asks again for the server's sentences (orders, refund reasons) after a switch of language", async () => {
    const client = createQueryClient();
    client.setQueryData(ordersQueryOptions('tok').queryKey, []);
    client.setQueryData(refundReasonsQueryOptions().queryKey, []);
    const stop = refetchServerTextsOnLanguageChange(client);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(ordersQueryOptions('tok').queryKey)).toBe(false);
    await i18n.changeLanguage('en');
    expect(invalidated(ordersQueryOptions('tok').queryKey)).toBe(true);
    expect(invalidated(refundReasonsQueryOptions().queryKey)).toBe(true);
    stop();
  });
});
