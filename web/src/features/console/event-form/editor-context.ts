import { createContext, useContext } from 'react';
import { getIn, pathKey, type EventDoc } from './document';

type Path = readonly (string | number)[];

export interface Editor {
  doc: EventDoc;
  update: (path: Path, value: unknown) => void;
  /** A change the server made already (an uploaded poster): the stored document follows too. */
  updateStored: (path: Path, value: unknown) => void;
  /** The server's refusals by field path. */
  errors: Record<string, string>;
  /** The event's zone, shown beside every time. */
  zone: string;
}

export const EditorContext = createContext<Editor | null>(null);

/** One field of the document: its value, a setter, its refusal and an id for its label. */
export function useField<T>(path: Path) {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useField outside the event editor');
  const key = pathKey(path);
  return {
    value: getIn(editor.doc, path) as T,
    set: (value: T) => editor.update(path, value),
    error: editor.errors[key],
    id: `event-${key.replace(/\./g, '-')}`,
    zone: editor.zone,
  };
}

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the event editor');
  return editor;
}
