import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setUiState } from '../../../lib/ui-store.ts';
import { dropZoneCoordinates } from '../lib/keyboard-drop.ts';
import { CharacterRow, type CharacterRowProps } from './character-row.tsx';
import { rootDropId, type DropZoneProps } from './folder-group.tsx';

/**
 * Dragging characters between the root group and the folders (dnd-kit). The list shows without
 * it: this module loads once the list is on screen, and then swaps in the rows and zones below.
 */
export function DragLayer({ onMove, children }: { onMove: (characterId: string, directory: string | undefined) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: dropZoneCoordinates }));

  function onDragEnd(event: DragEndEvent) {
    setUiState({ draggingCharacterId: undefined });
    if (!event.over) return;
    const target = String(event.over.id);
    onMove(String(event.active.id), target === rootDropId ? undefined : target.slice('folder:'.length));
  }

  const announcements = {
    onDragStart: ({ active }: { active: { data: { current?: { name?: string } } } }) => t('characters.dnd.start', { name: active.data.current?.name ?? '' }),
    onDragOver: ({ over }: { over: { data: { current?: { label?: string } } } | null }) => (over ? t('characters.dnd.over', { target: over.data.current?.label ?? '' }) : undefined),
    onDragEnd: ({ over }: { over: { data: { current?: { label?: string } } } | null }) => (over ? t('characters.dnd.dropped', { target: over.data.current?.label ?? '' }) : t('characters.dnd.cancelled')),
    onDragCancel: () => t('characters.dnd.cancelled'),
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={(event) => setUiState({ draggingCharacterId: String(event.active.id) })}
      onDragEnd={onDragEnd}
      onDragCancel={() => setUiState({ draggingCharacterId: undefined })}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('characters.dnd.instructions') } }}
    >
      {children}
    </DndContext>
  );
}

/** A row whose handle drags the character. */
export function DraggableRow(props: CharacterRowProps) {
  const { character, justViewing } = props.entry;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: character.id, disabled: justViewing, data: { name: character.name } });
  return <CharacterRow {...props} drag={{ handleProps: { ...listeners, ...attributes }, setNodeRef, transform, isDragging }} />;
}

/** The root group or a folder, as a place to drop a character. */
export function DroppableZone({ id, label, children }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } });
  return (
    <div ref={setNodeRef} className={`drop-zone${isOver ? ' drop-zone--over' : ''}`} data-drop-id={id}>
      {children}
    </div>
  );
}
