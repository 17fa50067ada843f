/** Every wizard step and sheet tab route of docs/product-spec.md §2; each game line uses some of them (core's line registry). */
export { editorSteps as allEditorSteps, viewerTabs } from '@vitae/core';
