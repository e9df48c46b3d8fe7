import '../../features/checkout/i18n';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/layout/ErrorPage';
import { LoginDestinationContext } from '../../features/account/account-dialogs-context';
import { AccountDialogsProvider } from '../../features/account/components/AccountDialogsProvider';
import { CheckoutErrorHandler } from '../../features/checkout/components/CheckoutErrorHandler';
import { CheckoutScreen } from '../../features/checkout/components/CheckoutScreen';
import { intentFromSearch, readCheckoutIntent } from '../../lib/checkout-intent';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';

/**
 * `/checkout/:eventId?sessao=&c=&carrinho_abandonado=&ref=`: the checkout the
 * event page shows in its frame. Loaded lazily: the storefront's first
 * JavaScript does not carry it. A login here stays in the checkout.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { eventId: raw } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(t('checkout.title'));
  const eventId = Number(raw);
  if (!/^\d+$/.test(raw ?? '') || !Number.isSafeInteger(eventId) || eventId <= 0) return <NotFoundPage />;
  const intent = {
    ...intentFromSearch(params, params.get('ref') ?? undefined),
    // Shared with the event page in this tab: a password it accepted.
    senha: readCheckoutIntent(eventId)?.senha,
    timezone: params.get('tz') ?? undefined,
  };
  return (
    <LoginDestinationContext.Provider value={null}>
      <AccountDialogsProvider>
        <CheckoutErrorHandler />
        <main>
          <CheckoutScreen eventId={eventId} intent={intent} />
        </main>
      </AccountDialogsProvider>
    </LoginDestinationContext.Provider>
  );
}

export default CheckoutPage;
