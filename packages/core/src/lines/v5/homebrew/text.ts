// The plain-text rules are shared by every line's homebrew kinds (see `homebrew-kinds/`).
export { hasControlCharacters, homebrewSearchKey, multiLine, singleLine } from '../../../homebrew-kinds/text.ts';
