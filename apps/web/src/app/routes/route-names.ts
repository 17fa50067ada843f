/** Wizard steps per game line (spec §2). */
export const editorSteps = {
  v5: ['clan', 'predator-type', 'attributes', 'skills', 'disciplines', 'traits'],
  w5: ['auspice', 'tribe', 'renown', 'gifts'],
  m20: ['identity', 'tradition', 'm20-attributes', 'm20-abilities', 'm20-finishing-touches'],
  h5: ['creed', 'edges'],
} as const;
export const allEditorSteps = [...new Set(Object.values(editorSteps).flat())];

/** Viewer tabs (spec §2). */
export const viewerTabs = ['profile', 'inventory', 'attributes', 'skills', 'disciplines', 'bloodrituals', 'traits', 'gifts', 'tradition', 'edges', 'pdf'] as const;
