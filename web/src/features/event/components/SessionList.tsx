import { Accordion, Badge, Group, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDateLong } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { formatCentavos } from '../../../lib/money';
import { isSessionOver } from '../sessions';
import type { EventSector, EventSession } from '../types';
import classes from './Event.module.css';

export const SESSIONS_SECTION_ID = 'sessoes';

function SectorRow({ sector }: { sector: EventSector }) {
  const { t } = useTranslation();
  return (
    <li className={classes.sector} data-testid="sector">
      <div>
        <Text fw={600}>{sector.nome}</Text>
        <Group gap={4} mt={2}>
          {sector.esgotado && (
            <Badge color="red.9" variant="filled" size="sm">
              {t('events.soldOut')}
            </Badge>
          )}
          {!sector.esgotado && sector.ultimos && (
            <Badge color="yellow.4" variant="filled" size="sm">
              {t('event.lastTickets')}
            </Badge>
          )}
        </Group>
      </div>
      <div className={classes.prices}>
        <Text fw={700}>{sector.preco > 0 ? formatCentavos(sector.preco) : t('events.free')}</Text>
        {sector.preco_meia !== null && sector.preco_meia !== undefined && (
          <Text size="sm">{t('event.halfPrice', { price: formatCentavos(sector.preco_meia) })}</Text>
        )}
      </div>
    </li>
  );
}

interface SessionListProps {
  sessions: EventSession[];
  timezone: string;
  /** The open session: its sectors show. */
  selected: number | null;
  onSelect: (sessionId: number | null) => void;
  ref?: Ref<HTMLElement>;
}

/** "Datas e ingressos": one item per session; opening one shows its sectors and prices. */
export function SessionList({ sessions, timezone, selected, onSelect, ref }: SessionListProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';

  return (
    <section
      ref={ref}
      id={SESSIONS_SECTION_ID}
      aria-labelledby="sessions-title"
      className={classes.section}
      tabIndex={-1}
      data-testid="sessions"
    >
      <Title order={2} size="h3" id="sessions-title" mb="sm">
        {t('event.sessions')}
      </Title>
      {sessions.length === 0 ? (
        <Text>{t('event.noSessions')}</Text>
      ) : (
        <Accordion
          variant="separated"
          order={3}
          value={selected === null ? null : String(selected)}
          onChange={(value) => onSelect(value ? Number(value) : null)}
        >
          {sessions.map((session) => {
            const over = isSessionOver(session);
            const soldOut = session.setores.length > 0 && session.setores.every((sector) => sector.esgotado);
            return (
              <Accordion.Item key={session.id} value={String(session.id)} data-testid="session" data-session-id={session.id}>
                <Accordion.Control data-testid="session-control">
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Text fw={600}>
                      <time dateTime={session.data}>{formatEventDateLong(session.data, timezone, language)}</time>
                    </Text>
                    {over && <Badge variant="default">{t('event.sessionOver')}</Badge>}
                    {!over && soldOut && (
                      <Badge color="red.9" variant="filled">
                        {t('events.soldOut')}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {session.setores.length === 0 ? (
                    <Text>{t('event.noSectors')}</Text>
                  ) : (
                    <ul className={classes.sectors} aria-label={t('event.sectorsLabel')} data-testid="sectors">
                      {session.setores.map((sector) => (
                        <SectorRow key={sector.id} sector={sector} />
                      ))}
                    </ul>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </section>
  );
}
