// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Tabs.css';
import '../../features/checkout/i18n';
import { useParams } from 'wouter';
import { useSearchParams } from '../../app/search-params';
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
