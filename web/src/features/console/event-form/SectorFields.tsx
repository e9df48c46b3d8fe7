import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newBatch, type BatchDoc } from './document';
import { IntegerField, MoneyField, SwitchField, TextField, TimeField } from './inputs';
import { AddButton, ItemActions, useList } from './ListControls';

type Path = readonly (string | number)[];

/** One sector (ticket type): name, price, capacity, meia-entrada and its lotes. */
export function SectorFields({ path, name }: { path: Path; name: string }) {
  const { t } = useTranslation();
  const lotes = useList<BatchDoc>([...path, 'lotes']);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField path={[...path, 'nome']} label={t('console.editor.sectorName')} />
        <MoneyField path={[...path, 'preco_centavos']} label={t('console.editor.price')} />
        <IntegerField path={[...path, 'capacidade']} label={t('console.editor.capacity')} min={1} />
      </SimpleGrid>
      <SwitchField path={[...path, 'meia_entrada']} label={t('console.editor.halfPrice')} />
      <Text size="sm" fw={700}>
        {t('console.editor.batches')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('console.editor.batchesHint')}
      </Text>
      {lotes.items.map((_, index) => {
        const batch = t('console.editor.batchN', { n: index + 1, sector: name });
        return (
          <Fieldset key={index} legend={batch} p="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField path={[...path, 'lotes', index, 'nome']} label={t('console.editor.batchName')} />
              <MoneyField path={[...path, 'lotes', index, 'preco_centavos']} label={t('console.editor.price')} />
              <IntegerField path={[...path, 'lotes', index, 'quantidade']} label={t('console.editor.quantity')} min={1} nullable />
              <TimeField path={[...path, 'lotes', index, 'ate']} label={t('console.editor.until')} />
            </SimpleGrid>
            <ItemActions name={batch} index={index} count={lotes.items.length} onRemove={() => lotes.remove(index)} />
          </Fieldset>
        );
      })}
      <AddButton label={t('console.editor.addBatch')} name={t('console.editor.addBatchTo', { sector: name })} small onClick={() => lotes.add(newBatch())} />
    </Stack>
  );
}
