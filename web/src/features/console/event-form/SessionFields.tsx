import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newSector, newSession, type SectorDoc, type SessionDoc } from './document';
import { TimeField } from './inputs';
import { AddButton, ItemActions, useList } from './ListControls';
import { QueueFields } from './QueueFields';
import { SectorFields } from './SectorFields';

/** The event's sessions, added, removed and reordered in place, each with its sectors. */
export function SessionsFields() {
  const { t } = useTranslation();
  const sessions = useList<SessionDoc>(['sessoes']);
  return (
    <Stack gap="md">
      {sessions.items.map((session, index) => {
        const name = t('console.editor.sessionN', { n: index + 1 });
        return (
          <Fieldset key={session.id ?? index} legend={name} p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TimeField path={['sessoes', index, 'inicio']} label={t('console.editor.start')} required />
                <TimeField path={['sessoes', index, 'fim']} label={t('console.editor.end')} />
              </SimpleGrid>
              <QueueFields path={['sessoes', index]} hint={t('console.editor.queueSessionHint')} />
              <SectorsFields session={index} sessionName={name} />
              <ItemActions
                name={name}
                index={index}
                count={sessions.items.length}
                onRemove={() => sessions.remove(index)}
                onMove={(by) => sessions.move(index, by)}
              />
            </Stack>
          </Fieldset>
        );
      })}
      <AddButton label={t('console.editor.addSession')} onClick={() => sessions.add(newSession())} />
    </Stack>
  );
}

function SectorsFields({ session, sessionName }: { session: number; sessionName: string }) {
  const { t } = useTranslation();
  const sectors = useList<SectorDoc>(['sessoes', session, 'setores']);
  return (
    <Stack gap="sm">
      {sectors.items.map((sector, index) => {
        const name = t('console.editor.sectorN', { n: index + 1, session: sessionName });
        return (
          <Fieldset key={sector.id ?? index} legend={name} variant="filled" p="xs">
            <SectorFields path={['sessoes', session, 'setores', index]} name={name} />
            <ItemActions name={name} index={index} count={sectors.items.length} onRemove={() => sectors.remove(index)} />
          </Fieldset>
        );
      })}
      <AddButton
        label={t('console.editor.addSector')}
        name={t('console.editor.addSectorTo', { session: sessionName })}
        small
        onClick={() => sectors.add(newSector())}
      />
    </Stack>
  );
}
