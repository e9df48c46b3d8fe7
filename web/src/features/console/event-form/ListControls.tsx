import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { getIn } from './document';

type Path = readonly (string | number)[];

/** The items of a list of the document, for changing it in place. */
export function useList<T>(path: Path) {
  const editor = useEditor();
  const items = (getIn(editor.doc, path) as T[] | null | undefined) ?? [];
  return {
    items,
    add: (item: T) => editor.update(path, [...items, item]),
    remove: (index: number) =>
      editor.update(
        path,
        items.filter((_, at) => at !== index),
      ),
    move: (index: number, by: number) => {
      const next = [...items];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item as T);
      editor.update(path, next);
    },
  };
}

/** Remove (and, when `move` is given, up/down) buttons of one item, each naming it for screen readers. */
export function ItemActions({
  name,
  index,
  count,
  onRemove,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onRemove: () => void;
  onMove?: (by: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {onMove && (
        <>
          <Button size="xs" variant="default" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('console.editor.moveUp', { name })}>
            ↑
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={t('console.editor.moveDown', { name })}
          >
            ↓
          </Button>
        </>
      )}
      {/* Text in red 9: Mantine's subtle red (6) has 3.3:1 on white, 4.5:1 is needed. */}
      <Button size="xs" variant="subtle" color="red" c="red.9" onClick={onRemove} aria-label={t('console.editor.removeItem', { name })}>
        {t('console.editor.remove')}
      </Button>
    </Group>
  );
}

/** The button under a list that adds one item to it; `name` says to which list, for screen readers. */
export function AddButton({ label, name, small = false, onClick }: { label: string; name?: string; small?: boolean; onClick: () => void }) {
  return (
    <div>
      <Button variant="light" size={small ? 'xs' : undefined} onClick={onClick} aria-label={name}>
        {label}
      </Button>
    </div>
  );
}
