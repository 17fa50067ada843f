import type { TFunction } from 'i18next';
import type { V5Content as Content, PredatorAction } from '@vitae/core/v5';

type Flaw = Extract<PredatorAction, { type: 'add_flaw' }>['data']['choices'][number];

export const skillName = (content: Content, key: string) => content.skills.find((skill) => skill.key === key)?.name ?? key;
export const disciplineName = (content: Content, id: number) => content.disciplines.find((d) => d.id === id)?.name ?? String(id);
const packOf = (content: Content, type: string, id: number) => (type.startsWith('merit') ? content.merits : content.backgrounds).find((pack) => pack.id === id);
export const packName = (content: Content, type: string, id: number) => packOf(content, type, id)?.name ?? String(id);

/** "Ruhm: Dunkles Geheimnis (Diablerist) – Stufe 2" */
export function flawLabel(content: Content, t: TFunction, choice: Flaw): string {
  const pack = packOf(content, choice.type, choice.id);
  const flaw = pack?.disadvantages.find((entry) => entry.id === choice.flawId);
  const level = choice.customLevel ?? flaw?.level ?? 1;
  const name = `${pack?.name ?? choice.id}: ${flaw?.name ?? choice.flawId}${choice.suffix ? ` (${choice.suffix})` : ''}`;
  return t('editor.actions.levelled', { name, level });
}

export function specialisationLabel(content: Content, choice: { skill: string; specialty: string; freeInput: boolean }, t: TFunction): string {
  return choice.freeInput ? t('editor.actions.freeSpeciality', { skill: skillName(content, choice.skill), example: choice.specialty }) : `${skillName(content, choice.skill)} (${choice.specialty})`;
}

/** One line in German saying what an action grants, for the predator type's overview. */
export function describeAction(action: PredatorAction, content: Content, t: TFunction): string {
  const or = (parts: string[]) => parts.join(` ${t('editor.actions.or')} `);
  switch (action.type) {
    case 'additional_specialization':
      return t('editor.actions.specialisation', { choices: or(action.data.choices.map((c) => specialisationLabel(content, c, t))) });
    case 'discipline_point':
      return t('editor.actions.disciplinePoint', { choices: or(action.data.choices.map((c) => disciplineName(content, c.id))) });
    case 'humanity_change':
      return t('editor.actions.humanity', { amount: action.data.amount > 0 ? `+${action.data.amount}` : String(action.data.amount) });
    case 'blood_potency_change':
      return t('editor.actions.bloodPotency', { amount: action.data.amount > 0 ? `+${action.data.amount}` : String(action.data.amount) });
    case 'add_merit':
    case 'add_background': {
      const pack = action.type === 'add_merit' ? packOf(content, 'merit', action.data.meritId) : packOf(content, 'background', action.data.backgroundId);
      const trait = pack?.advantages.find((entry) => entry.id === action.data.levelId);
      return t('editor.actions.advantage', { name: t('editor.actions.levelled', { name: `${pack?.name ?? '?'}: ${trait?.name ?? '?'}`, level: trait?.level ?? 1 }) });
    }
    case 'add_flaw':
      return t('editor.actions.flaw', { choices: or(action.data.choices.map((c) => flawLabel(content, t, c))) });
    case 'add_background_points':
      return t('editor.actions.backgroundPoints', { count: action.data.amount, name: packName(content, 'backgrounds', action.data.backgroundId) });
    case 'spend_background_points_between':
      return t('editor.actions.spendBackgroundPoints', { count: action.data.points, choices: or(action.data.choices.map((id) => packName(content, 'backgrounds', id))) });
    case 'spend_flaw_points_between':
      return t('editor.actions.spendFlawPoints', { count: action.data.points, choices: or(action.data.choices.map((c) => packName(content, c.type, c.id))) });
  }
}
