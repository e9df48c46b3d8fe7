import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '../../../app/search-params';
import { ErrorPage, NotFoundPage } from '../../../components/layout/ErrorPage';
import { RouteLoading } from '../../../components/layout/LoadingPage';
import { ApiError } from '../../../lib/api/api-error';
import { intentFromSearch, readCheckoutIntent, saveCheckoutIntent } from '../../../lib/checkout-intent';
import { usePageTitle } from '../../store-config/use-page-title';
import { useEvent } from '../api/get-event';
import { useQueueGate } from '../use-queue-gate';
import { EventContent } from './EventContent';

// Only protected events, never listed, ask for a password.
const PasswordForm = lazy(() => import('./PasswordForm').then((m) => ({ default: m.PasswordForm })));

interface EventViewProps {
  eventId: number;
  /** From `/evento/:id/c/:gamificationId`: the promoter's referral code. */
  gamificationId?: string;
}

/**
 * The event page at every route form. Spec section 4 "Event details": a 200
 * shows the event; a 403 asks for the password (with 'Senha Inválida' once a
 * password was refused); a 404 is the 404 page. Both are exempt from the
 * global handling (spec section 8), so they arrive here untouched.
 */
export function EventView({ eventId, gamificationId }: EventViewProps) {
  const [params] = useSearchParams();
  const [senha, setSenha] = useState('');
  const event = useEvent(eventId, senha, params.get('previa') ?? '');
  const status = event.error instanceof ApiError ? event.error.status : null;

  // Query parameters and the referral are kept for the checkout (a later feature).
  const [preselected] = useState(() => intentFromSearch(params).sessao ?? readCheckoutIntent(eventId)?.sessao ?? null);
  useEffect(() => {
    const patch = intentFromSearch(params, gamificationId);
    if (Object.values(patch).some((value) => value !== undefined)) saveCheckoutIntent(eventId, patch);
  }, [eventId, gamificationId, params]);

  // A password the server accepted goes on to the checkout (it asks the sectors and the order with it).
  const acceptedSenha = event.data?.passwordIsValid ? senha : '';
  useEffect(() => {
    if (acceptedSenha) saveCheckoutIntent(eventId, { senha: acceptedSenha });
  }, [acceptedSenha, eventId]);

  usePageTitle(event.data?.nome ?? null);
  const checkingLine = useQueueGate(eventId, event.data?.fila === true && !event.data.previa);

  if (checkingLine) return <RouteLoading />;
  if (event.data) {
    const fromLink = intentFromSearch(params, gamificationId);
    return (
      <EventContent
        event={event.data}
        preselectedSession={preselected}
        openCheckout={fromLink.carrinhoAbandonado ? fromLink : null}
        senha={acceptedSenha}
      />
    );
  }
  if (status === 404) return <NotFoundPage />;
  const asking = senha !== '' && event.isFetching;
  if (status === 403 || asking) {
    return (
      <Suspense fallback={<RouteLoading />}>
        <PasswordForm wrong={senha !== '' && status === 403} submitting={asking} onSubmit={setSenha} />
      </Suspense>
    );
  }
  if (event.isError) return <ErrorPage status={status} />;
  return <RouteLoading />;
}

