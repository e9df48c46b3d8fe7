import { ActionIcon, Box, Center, Group, Loader, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { inFrame } from '../../../lib/in-frame';
import { queuePath } from '../../queue/api';
import { useAccountDialogs } from '../../account/account-dialogs-context';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import { newIdempotencyKey } from '../api/idempotency';
import { releaseOrder } from '../api/orders';
import { useSectors } from '../api/sectors';
import type { Order } from '../api/contract';
import { classifyProblem } from '../errors';
import { forgetPendingOrder, useResumedOrder } from '../pending-order';
import { isQueueRequired } from '../queue';
import { useAbandonedCart } from '../use-abandoned-cart';
import { useFrameBridge, useParentBack } from '../use-frame-bridge';
import { CheckoutFlow, timezoneOf, type CheckoutIntentParams } from './CheckoutFlow';
import classes from './CheckoutScreen.module.css';
import { CloseConfirm } from './CloseConfirm';
import { ProblemAlert } from './ProblemAlert';

interface CheckoutScreenProps {
  eventId: number;
  intent: CheckoutIntentParams;
  pollMs?: number;
}

/** The checkout page in the frame: a title bar with close, then the purchase. */
export function CheckoutScreen({ eventId, intent, pollMs }: CheckoutScreenProps) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const [, navigate] = useLocation();
  const accountDialogs = useAccountDialogs();
  const post = useFrameBridge(config.siteUrl);
  const sectors = useSectors(eventId, intent.senha);
  const cart = useAbandonedCart(intent.carrinhoAbandonado);
  const cartSettled = !intent.carrinhoAbandonado || !cart.isPending;
  const resumed = useResumedOrder(eventId);
  const held = useRef<{ order: Order; paid: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The order the question is about: kept after it closes, so its text does not change as it fades out.
  const [asked, setAsked] = useState<Order | null>(null);
  const [leaving, setLeaving] = useState(false);

  const close = useCallback(() => {
    if (inFrame()) post({ type: 'close' });
    else navigate(`/evento/${eventId}`);
  }, [eventId, navigate, post]);

  // A queued sale without a pass: the line's page opens in the storefront (the frame's parent).
  const toQueue = useCallback(
    (sessao: number | null) => {
      if (inFrame()) post({ type: 'queue', sessao });
      else navigate(queuePath(eventId, sessao), { replace: true });
    },
    [eventId, navigate, post],
  );
  // Only before anything shows: a refusal of a later refresh must not pull a buyer out of paying.
  const sectorsNeedQueue = !sectors.data && isQueueRequired(sectors.error);
  useEffect(() => {
    if (sectorsNeedQueue) toQueue(null);
  }, [sectorsNeedQueue, toQueue]);

  const requestClose = useCallback(() => {
    const current = held.current;
    // Held and not paid yet: reserved (closing releases it) or awaiting a PIX or boleto (closing keeps it).
    if (current && !current.paid && (current.order.status === 'reserved' || current.order.status === 'awaiting_payment')) {
      setAsked(current.order);
      setConfirming(true);
    } else close();
  }, [close]);

  // The storefront's Back, as on any phone: with a dialog open it closes that dialog first
  // (with the question, that means stay); before anything is held it goes to the step before;
  // otherwise it asks as the close button does.
  const stepBackRef = useRef<(() => void) | null>(null);
  const back = useCallback(() => {
    if (leaving) return;
    if (confirming) setConfirming(false);
    else if (document.querySelector('[role="dialog"]')) accountDialogs.close();
    else if (stepBackRef.current) stepBackRef.current();
    else requestClose();
  }, [accountDialogs, confirming, leaving, requestClose]);
  useParentBack(config.siteUrl, back);

  async function leave() {
    const current = held.current;
    setLeaving(true);
    if (current?.order.status === 'reserved') {
      await releaseOrder(current.order.hash, newIdempotencyKey()).catch(() => undefined);
      forgetPendingOrder(eventId);
    }
    setLeaving(false);
    setConfirming(false);
    close();
  }

  // Escape closes, as it closes any dialog (the account dialogs handle their own first).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"]')) requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [requestClose]);

  const onOrder = useCallback((order: Order | null, paid: boolean) => {
    held.current = order ? { order, paid } : null;
  }, []);

  return (
    <Box maw={560} mx="auto" px="md" className={classes.screen} data-testid="checkout">
      <Group justify="space-between" wrap="nowrap" py="sm" style={{ position: 'sticky', top: 0, zIndex: 5, background: 'var(--mantine-color-body)' }}>
        <Title order={1} size="h4">
          {t('checkout.title')}
        </Title>
        <ActionIcon variant="subtle" size="lg" aria-label={t('checkout.close')} onClick={requestClose} data-testid="checkout-close">
          <IconX size={22} aria-hidden />
        </ActionIcon>
      </Group>
      {sectors.data && cartSettled && !resumed.isPending ? (
        <CheckoutFlow
          eventId={eventId}
          cart={cart.data ?? (cart.isError ? 'gone' : null)}
          resumed={resumed.data ?? null}
          answer={sectors.data}
          intent={intent}
          onOrder={onOrder}
          onFinish={close}
          onPaid={(hash) => post({ type: 'paid', hash })}
          onQueue={toQueue}
          pollMs={pollMs}
          stepBackRef={stepBackRef}
        />
      ) : sectors.isError && !sectorsNeedQueue ? (
        <ProblemAlert
          problem={classifyProblem(sectors.error)}
          title={t('checkout.problems.loadSectors')}
          onRetry={() => void sectors.refetch()}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('checkout.loading')} />
        </Center>
      )}
      <CloseConfirm
        opened={confirming}
        order={asked}
        timezone={timezoneOf(intent)}
        leaving={leaving}
        onStay={() => setConfirming(false)}
        onRelease={() => void leave()}
        onClose={() => {
          setConfirming(false);
          close();
        }}
      />
    </Box>
  );
}
