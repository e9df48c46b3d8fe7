import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_IDS } from '../../app/route-ids';
import { useRouteId } from '../../app/route-id';
import { useStoreTitleOnNavigation } from '../../lib/use-document-title';
import { AccountDialogsProvider } from '../../features/account/components/AccountDialogsProvider';
import { useStoreConfig } from '../../features/store-config/api/get-store-config';
import { useOrderErrorFlag } from '../../lib/order-error';
import { Footer } from './footer/Footer';
import { GlobalErrorHandler } from './GlobalErrorHandler';
import { Header } from './header/Header';
import { layoutVisibility } from './layout-visibility';
import classes from './RootLayout.module.css';
import { ScrollRestoration } from './ScrollRestoration';
import { SupportChat } from './SupportChat';
import { useCookieNotice } from './use-cookie-notice';

// Carries DOMPurify; loaded only for visitors who still have to accept cookies.
const CookieNotice = lazy(() => import('./CookieNotice').then((m) => ({ default: m.CookieNotice })));

/** Header, footer and the storefront's shared parts around the page (`children`). */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const template = config.configs.template;
  const routeId = useRouteId();
  const visibility = layoutVisibility(routeId, useOrderErrorFlag());
  const cookies = useCookieNotice(template.cookies);
  // Reported by the notice itself: it loads lazily, so a ref measured here would miss it.
  const [cookieHeight, setCookieHeight] = useState(0);
  useStoreTitleOnNavigation(config.name);

  return (
    // Account dialogs open from the header, the drawer and each other.
    <AccountDialogsProvider>
      <div
        className={classes.shell}
        data-event-slug={visibility.eventSlugSpacing || undefined}
        // Room below the footer so the fixed cookie notice never hides its end.
        style={{ paddingBottom: cookies.visible ? Math.ceil(cookieHeight) : undefined }}
      >
        <GlobalErrorHandler />
        <a href="#main-content" className={classes.skipLink}>
          {t('a11y.skipToContent')}
        </a>
        {visibility.header && <Header showSearch={routeId !== ROUTE_IDS.search} onHome={routeId === ROUTE_IDS.home} />}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {children}
        </main>
        {visibility.footer && <Footer eventSlugSpacing={visibility.eventSlugSpacing} />}
        {cookies.visible && (
          <Suspense fallback={null}>
            <CookieNotice
              html={cookies.html}
              onAccept={cookies.accept}
              onHeightChange={setCookieHeight}
              privacyUrl={template.privacidade?.trim() || undefined}
            />
          </Suspense>
        )}
        <SupportChat
          storeNumber={template.support_whatsapp}
          bottomOffset={cookies.visible ? Math.ceil(cookieHeight) + 8 : 0}
          docked={routeId === ROUTE_IDS.ticketToken || routeId === ROUTE_IDS.ticketsToken}
        />
        <ScrollRestoration />
      </div>
    </AccountDialogsProvider>
  );
}
