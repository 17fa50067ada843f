import { useEffect, useState } from 'react';
// Types only: the module itself loads below, on demand.
import type * as DragLayerExports from '../components/drag-layer.tsx';

type DragLayerModule = typeof DragLayerExports;

// Kept for the app's lifetime: a second visit to the list has dragging from its first render.
let loaded: DragLayerModule | undefined;

/**
 * The drag layer (dnd-kit, ~11 KiB brotli) once `listShown`: the list's first screen does not wait
 * for it. Until it is there, the list shows the same rows and zones without dragging.
 */
export function useDragLayer(listShown: boolean): DragLayerModule | undefined {
  const [layer, setLayer] = useState(loaded);
  useEffect(() => {
    if (!listShown || layer) return;
    let live = true;
    import('../components/drag-layer.tsx').then(
      (module) => {
        loaded = module;
        if (live) setLayer(module);
      },
      // Offline before the chunk was ever cached: the list still works, only without dragging.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [listShown, layer]);
  return layer;
}
