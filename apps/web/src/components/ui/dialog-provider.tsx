import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// Screens that never ask anything (the login) do not load the modal frame at all.
const ConfirmModal = lazy(async () => ({ default: (await import('./dialog.tsx')).ConfirmModal }));
const TipModal = lazy(async () => ({ default: (await import('./dialog.tsx')).TipModal }));

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
}

interface Dialogs {
  /** Resolves `true` on confirm, `false` on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  tip(options: { title?: ReactNode; content?: ReactNode }): void;
}

const DialogContext = createContext<Dialogs | null>(null);

/** Lets any screen ask `await confirm({...})` without owning modal state itself. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [confirmState, setConfirmState] = useState<ConfirmOptions | null>(null);
  const [tipState, setTipState] = useState<{ title?: ReactNode; content?: ReactNode } | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    resolver.current?.(false);
    setConfirmState(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const tip = useCallback((options: { title?: ReactNode; content?: ReactNode }) => setTipState(options), []);
  const value = useMemo(() => ({ confirm, tip }), [confirm, tip]);

  return (
    <DialogContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {confirmState !== null ? (
          <ConfirmModal
            open
            {...confirmState}
            onResolve={(confirmed) => {
              resolver.current?.(confirmed);
              resolver.current = null;
              setConfirmState(null);
            }}
          />
        ) : null}
        {tipState !== null ? <TipModal open {...tipState} onClose={() => setTipState(null)} /> : null}
      </Suspense>
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider');
  return dialogs;
}
