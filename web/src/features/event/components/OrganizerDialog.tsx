// Mantine styles beyond the entry's, in styles.css order: this chunk loads on demand.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Badge, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatEventDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/language';
import { useOrganizer } from '../api/get-organizer';
import type { EventDetail } from '../types';
import classes from './Event.module.css';

interface OrganizerDialogProps {
  organizer: EventDetail['organizador'];
  opened: boolean;
  onClose: () => void;
}

/** The organizer's upcoming events; 550 wide at most like every dialog (spec section 9). */
export function OrganizerDialog({ organizer, opened, onClose }: OrganizerDialogProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'pt';
  const details = useOrganizer(organizer.id, opened);
  const data = details.data;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={550}
      title={t('event.organizerDialog', { name: organizer.nome })}
      closeButtonProps={{ 'aria-label': t('event.closeDialog') }}
      data-testid="organizer-dialog"
    >
      {details.isPending && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {data && (
        <Stack gap="md">
          {data.descricao && <Text>{data.descricao}</Text>}
          {(data.site || data.instagram) && (
            <Group gap="md">
              {data.site && (
                <Anchor href={data.site} target="_blank" rel="noopener noreferrer">
                  {t('event.organizerSite')}
                  <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
                </Anchor>
              )}
              {data.instagram && (
                <Anchor href={data.instagram} target="_blank" rel="noopener noreferrer">
                  Instagram
                  <span className={classes.srOnly}> {t('common.opensInNewTab')}</span>
                </Anchor>
              )}
            </Group>
          )}
          {data.eventos.length === 0 ? (
            <Text>{t('event.organizerNoEvents')}</Text>
          ) : (
            <ul className={classes.organizerEvents} data-testid="organizer-events">
              {data.eventos.map((event) => (
                <li key={event.id}>
                  {/* Closing first: the dialog would otherwise stay over the next event page. */}
                  <Anchor component={Link} to={event.url} onClick={onClose} fw={600}>
                    {event.nome}
                  </Anchor>
                  {event.cancelado && (
                    <Badge color="dark" variant="filled" ml="xs" data-testid="organizer-event-cancelled">
                      {t('events.cancelled')}
                    </Badge>
                  )}
                  <Text size="sm">
                    <time dateTime={event.data}>{formatEventDate(event.data, event.timezone, language)}</time>
                    {event.cidade && ` · ${event.cidade}/${event.uf}`}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </Modal>
  );
}
