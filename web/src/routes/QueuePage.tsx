import { useParams } from 'wouter';
import { useSearchParams } from '../app/search-params';
import { NotFoundPage } from '../components/layout/ErrorPage';
import '../features/queue/i18n';
import { QueueView } from '../features/queue/components/QueueView';

/** `/fila/:eventId` (`?sessao=`): the virtual waiting room before an event's checkout. */
export function QueuePage() {
  const { eventId: id = '' } = useParams();
  const [params] = useSearchParams();
  const eventId = Number(id);
  const sessao = params.get('sessao');
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(eventId) || eventId <= 0) return <NotFoundPage />;
  // Only a session's id names a line; anything else is the event's line.
  const line = sessao && /^\d+$/.test(sessao) ? sessao : null;
  return <QueueView key={`${eventId}:${line ?? ''}`} eventId={eventId} sessao={line} />;
}
