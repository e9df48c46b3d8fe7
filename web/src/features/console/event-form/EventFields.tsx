import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../categories/api/get-categories';
import { BRAZIL_ZONES, CHANNELS, EXTERNAL_CHANNEL } from './document';
import { useEditor, useField } from './editor-context';
import { IntegerField, TextField, TimeField } from './inputs';
import { PlacePicker } from './PlacePicker';
import { QueueFields } from './QueueFields';

/** A Select over numbers (the document's codes), its options labelled. */
function CodeSelect({ path, label, options }: { path: readonly string[]; label: string; options: { value: number; label: string }[] }) {
  const field = useField<number | undefined>(path);
  return (
    <Select
      id={field.id}
      label={label}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={field.value === undefined ? null : String(field.value)}
      onChange={(value) => field.set(value === null ? undefined : Number(value))}
      allowDeselect={false}
      error={field.error}
    />
  );
}

/** The event's own fields: what it is, where its times are, how it sells. */
export function EventFields() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const categories = useCategories(true);
  const zone = useField<string | undefined>(['timezone']);
  const zones: string[] = [...BRAZIL_ZONES];
  if (zone.value && !zones.includes(zone.value)) zones.push(zone.value);
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.codigo, label: category.nome }));
  if (doc.categoria !== undefined && !categoryOptions.some((option) => option.value === doc.categoria)) {
    categoryOptions.push({ value: doc.categoria, label: t('console.editor.categoryCode', { code: doc.categoria }) });
  }
  return (
    <Stack gap="sm">
      <TextField path={['nome']} label={t('console.editor.name')} />
      <TextField path={['slug']} label={t('console.editor.slug')} description={t('console.editor.slugHint')} />
      <TextField path={['descricao']} label={t('console.editor.description')} description={t('console.editor.descriptionHint')} multiline />
      <PlacePicker />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CodeSelect path={['categoria']} label={t('console.editor.category')} options={categoryOptions} />
        <Select
          id={zone.id}
          label={t('console.editor.timezone')}
          data={zones.map((value) => ({ value, label: value.replace('America/', '').replace('_', ' ') }))}
          value={zone.value ?? null}
          onChange={(value) => value && zone.set(value)}
          allowDeselect={false}
          error={zone.error}
        />
        <IntegerField path={['classificacao']} label={t('console.editor.ageRating')} description={t('console.editor.ageRatingHint')} />
        <TextField path={['senha']} label={t('console.editor.password')} description={t('console.editor.passwordHint')} />
      </SimpleGrid>
      <CodeSelect
        path={['one_checkout']}
        label={t('console.editor.channel')}
        options={CHANNELS.map((value) => ({ value, label: t(`console.editor.channels.${value}`) }))}
      />
      {doc.one_checkout === EXTERNAL_CHANNEL && <TextField path={['link_externo']} label={t('console.editor.externalLink')} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TimeField path={['venda_inicio']} label={t('console.editor.salesOpen')} />
        <TimeField path={['venda_fim']} label={t('console.editor.salesClose')} />
        <IntegerField path={['limite_por_pedido']} label={t('console.editor.perOrder')} min={1} />
        <IntegerField path={['limite_por_cpf']} label={t('console.editor.perCpf')} min={1} />
      </SimpleGrid>
      <QueueFields path={[]} hint={t('console.editor.queueEventHint')} />
    </Stack>
  );
}
