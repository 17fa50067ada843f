import type { TFunction } from 'i18next';
import type { PathSegment } from '@vitae/core/patch';

/** A field's name for people: the known names of its keys (`Inventar › Bargeld`), the key itself otherwise. */
export function fieldLabel(path: readonly PathSegment[], t: TFunction): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'object') parts.push(t('conflicts.item', { id: String(segment.id) }));
    else parts.push(t(`conflicts.fields.${segment}`, { defaultValue: segment }));
  }
  return parts.join(' › ');
}

const maxShown = 300;

/** A value as a short text: texts as they are (shortened), lists and objects summarised. */
export function valueText(value: unknown, t: TFunction): string {
  if (value === undefined || value === null || value === '') return t('conflicts.empty');
  if (typeof value === 'boolean') return t(value ? 'conflicts.yes' : 'conflicts.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value.startsWith('data:image/')) return t('conflicts.image');
    return value.length > maxShown ? `${value.slice(0, maxShown)} …` : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('conflicts.emptyList');
    if (value.every((item) => typeof item !== 'object' || item === null)) return value.map(String).join(', ');
    const names = value.map((item) => (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string' ? item.name : undefined));
    return names.every(Boolean) ? names.join(', ') : t('conflicts.entries', { count: value.length });
  }
  const text = JSON.stringify(value);
  return text.length > maxShown ? `${text.slice(0, maxShown)} …` : text;
}
