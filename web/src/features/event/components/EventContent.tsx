import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { readCheckoutIntent, saveCheckoutIntent, type CheckoutIntent } from '../../../lib/checkout-intent';
import { useStoreConfig } from '../../store-config/api/get-store-config';
import { frameUrl } from '../../checkout/messages';
import { queuePath } from '../../queue/api';
import { checkoutOffered, isBuyable } from '../sale-status';
import { lowestPrice, sessionToOpen } from '../sessions';
import type { EventDetail } from '../types';
import { useCheckoutHistory } from '../use-checkout-history';
import { BuyBar } from './BuyBar';
import { BuyBox } from './BuyBox';
import { CheckoutFrame, type CheckoutFrameHandle } from './CheckoutFrame';
import classes from './Event.module.css';
import { EventHero } from './EventHero';
import { FaqSection } from './FaqSection';
import { OrganizerSection } from './OrganizerSection';
import { PlaceSection } from './PlaceSection';
import { SessionList } from './SessionList';

/** Blank lines separate paragraphs (docs/api-contract.md). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The fields that are set (undefined ones must not hide stored values). */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

interface EventContentProps {
  event: EventDetail;
  /** Session asked for by `sessao` (or kept from earlier in this visit). */
  preselectedSession: number | null;
  /** The link carried `carrinho_abandonado`: the checkout opens at once with the cart (and the link's other values). */
  openCheckout?: Omit<CheckoutIntent, 'eventId'> | null;
  /** The password the server accepted for a protected event: its questions need it too. */
  senha?: string;
}

export function EventContent({ event, preselectedSession, openCheckout = null, senha = '' }: EventContentProps) {
  const { t } = useTranslation();
  const config = useStoreConfig();
  const [, navigate] = useLocation();
  const offered = checkoutOffered(event) && !event.previa;
  // The frame's address is fixed when it opens; closing unmounts it, so it starts over next time.
  const [checkoutSrc, setCheckoutSrc] = useState<string | null>(() =>
    openCheckout && offered ? frameUrl(config.checkoutUrl, event.id, { ...readCheckoutIntent(event.id), ...defined(openCheckout) }, event.timezone) : null,
  );
  const frameRef = useRef<CheckoutFrameHandle>(null);
  useCheckoutHistory(checkoutSrc !== null, () => frameRef.current?.back());
  const buyBoxRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const sessionsRef = useRef<HTMLElement>(null);
  const known = (id: number | null) => (id !== null && event.relacionados.some((s) => s.id === id) ? id : null);
  const [selected, setSelected] = useState<number | null>(() => known(preselectedSession));

  function select(sessionId: number | null) {
    setSelected(sessionId);
    // The checkout (a later feature) opens on the session the visitor picked.
    if (sessionId !== null) saveCheckoutIntent(event.id, { sessao: sessionId });
  }

  function closeCheckout() {
    setCheckoutSrc(null);
    buyBoxRef.current?.querySelector<HTMLButtonElement>('[data-testid="buy-button"]')?.focus();
  }

  function buy() {
    const session = sessionToOpen(event.relacionados, selected ?? preselectedSession);
    if (offered) {
      if (session) select(session.id);
      const intent = readCheckoutIntent(event.id);
      setCheckoutSrc(frameUrl(config.checkoutUrl, event.id, { ...intent, sessao: session?.id ?? intent?.sessao }, event.timezone));
      return;
    }
    if (!session) return;
    select(session.id);
    sessionsRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard users continue from the opened session (its control exists whether open or not).
    sessionsRef.current
      ?.querySelector<HTMLButtonElement>(`[data-session-id="${session.id}"] [data-testid="session-control"]`)
      ?.focus({ preventScroll: true });
  }

  return (
    <Container size={1250} py="lg" data-testid="event-page" data-event-id={event.id}>
      {event.previa && (
        <Paper withBorder p="md" mb="lg" role="status" bg="yellow.0" data-testid="preview-banner">
          {t('event.preview')}
        </Paper>
      )}
      {/* DOM order hero, buy, details: on phones the buy action comes right after the title. */}
      <article className={classes.layout}>
        <div className={classes.heroArea}>
          <EventHero event={event} />
        </div>
        <div className={classes.buyArea} ref={buyBoxRef}>
          {!event.previa && <BuyBox event={event} onBuy={buy} />}
        </div>
        <Stack gap="xl" className={classes.detailsArea}>
          {event.descricao.trim() && (
            <section aria-labelledby="about-title" className={classes.section}>
              <Title order={2} size="h3" id="about-title" mb="sm">
                {t('event.about')}
              </Title>
              {paragraphs(event.descricao).map((paragraph, i) => (
                <Text key={i} mb="sm" className={classes.preLine}>
                  {paragraph}
                </Text>
              ))}
            </section>
          )}
          <SessionList
            ref={sessionsRef}
            sessions={event.relacionados}
            timezone={event.timezone}
            selected={selected}
            onSelect={select}
          />
          <PlaceSection place={event.local} />
          {event.organizador?.id > 0 && <OrganizerSection organizer={event.organizador} event={event} />}
          {/* The questions' call knows no preview token: a draft's would answer 404. */}
          {event.tem_faq && !event.previa && <FaqSection eventId={event.id} senha={senha} />}
        </Stack>
      </article>
      {!checkoutSrc && !event.previa && isBuyable(event.venda) && (
        <BuyBar buyBox={buyBoxRef} price={lowestPrice(event.relacionados)} onBuy={buy} />
      )}
      {checkoutSrc && (
        <CheckoutFrame
          ref={frameRef}
          src={checkoutSrc}
          onClose={closeCheckout}
          // In place of the checkout's own history entry: Back does not come back to a closed checkout.
          onQueue={(sessao) => navigate(queuePath(event.id, sessao), { replace: true })}
        />
      )}
    </Container>
  );
}
