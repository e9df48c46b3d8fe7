import { useParams } from 'wouter';
import { NotFoundPage } from '../components/layout/ErrorPage';
import { useRecordVisit } from '../features/analytics/api/record-visit';
import { EventView } from '../features/event/components/EventView';

/** `/evento/:id`, `/evento/:id/:slug` and `/evento/:id/c/:gamificationId`. */
export function EventPage() {
  const { id, gamificationId } = useParams();
  const eventId = Number(id);
  useRecordVisit(Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null);
  if (!/^\d+$/.test(id ?? '') || !Number.isSafeInteger(eventId) || eventId <= 0) return <NotFoundPage />;
  // A new event is a new page: password, selected session and focus start over.
  return <EventView key={eventId} eventId={eventId} gamificationId={gamificationId} />;
}
