let shown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** The app (not the loading screen) has painted its first screen: called once by the root. */
export function markFirstScreen(): void {
  shown();
}

/** Resolves once the first screen has painted: work that must not compete with it for the network waits here. */
export function afterFirstScreen(): Promise<void> {
  return firstScreen;
}
