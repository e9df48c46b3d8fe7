import { Button, Center, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventCard as EventCardData, EventList } from '../types';
import { EventCard } from './EventCard';

interface EventResultsProps {
  list: UseInfiniteQueryResult<InfiniteData<EventList, unknown>>;
  /** Columns on wide screens (the store's events_per_line); 2 on tablets, 1 on phones. */
  perLine: number;
  headingLevel?: 2 | 3 | 4;
  /** Shown when the list is empty. */
  empty: ReactNode;
}

/** Pages flattened, without an event twice if the list shifted between two pages. */
function uniqueEvents(data: InfiniteData<EventList, unknown> | undefined): EventCardData[] {
  const seen = new Set<number>();
  const out: EventCardData[] = [];
  for (const event of data?.pages.flatMap((page) => page.eventos) ?? []) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    out.push(event);
  }
  return out;
}

/** A grid of event cards with "Carregar mais" for the next page. */
export function EventResults({ list, perLine, headingLevel = 3, empty }: EventResultsProps) {
  const { t } = useTranslation();
  // The cards render in the background when a page arrives: the query's update itself renders
  // at once and whole, which on a phone held the main thread for the length of a full grid.
  const data = useDeferredValue(list.data);
  const events = useMemo(() => uniqueEvents(data), [data]);
  const gridRef = useRef<HTMLDivElement>(null);
  // After "Carregar mais", focus moves to the first new event, so keyboard users continue there.
  const focusFrom = useRef<number | null>(null);
  const cols = { base: 1, sm: Math.min(2, perLine), md: perLine };

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || events.length <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>('[data-testid="event-card"] a')[from]?.focus();
  }, [events.length]);

  if (list.isPending || (data === undefined && list.data !== undefined)) {
    return (
      <SimpleGrid cols={cols} spacing="lg" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: perLine }, (_, i) => (
          <Skeleton key={i} style={{ aspectRatio: '4 / 5' }} />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError) {
    return (
      <Center py="xl">
        <Text>{t('events.loadFailed')}</Text>
      </Center>
    );
  }
  if (events.length === 0) return <>{empty}</>;

  return (
    <>
      <SimpleGrid ref={gridRef} cols={cols} spacing="lg" data-testid="event-grid">
        {events.map((event, i) => (
          <EventCard key={event.id} event={event} headingLevel={headingLevel} priority={i === 0} />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Center mt="xl">
          <Button
            variant="default"
            size="md"
            loading={list.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = events.length;
              void list.fetchNextPage();
            }}
            data-testid="load-more"
          >
            {t('events.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
