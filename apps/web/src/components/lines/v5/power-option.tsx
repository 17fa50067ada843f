import { useTranslation } from 'react-i18next';
import type { PowerOption } from '@vitae/core/v5';

/**
 * One power in a picker (creation and leveling): a button with the given label, or — when the
 * power cannot be taken — "Voraussetzungen nicht erfüllt" with the reasons, and its summary.
 */
export function PowerOptionRow({ option, label, onPick }: { option: PowerOption; label: string; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className="button button--ghost" disabled={!option.selectable} onClick={onPick}>
        {label}
      </button>
      {option.selectable ? null : (
        <small>
          {t('editor.disciplines.notselectable')}: {option.reasons.map((reason) => t(`viewer.powers.reasons.${reason}`)).join(', ')}
        </small>
      )}
      <small>{option.power.summary}</small>
    </li>
  );
}
