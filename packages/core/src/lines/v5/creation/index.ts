export { applyEraStart, eraRules } from './era.ts';
export type { EraRule, GenerationEra } from './era.ts';
export { bookContent, restrictionContextOf } from './context.ts';
export type { BookContent } from './context.ts';
export { addOwnedTrait, allOwnedTraits, customPackId, ownedTraitLevel, ownedTraitsOf, removeOwnedTrait } from '../../../fifth-edition/creation/owned-traits.ts';
export type { OwnedTrait, OwnedTraitRef, TraitSide } from '../../../fifth-edition/creation/owned-traits.ts';
export { addPointSpread, pointSpreadsOf } from '../../../fifth-edition/creation/point-spreads.ts';
export type { PointSpread } from '../../../fifth-edition/creation/point-spreads.ts';
export { allowedDisciplineChoices, applyActions, cappedBloodPotencyGain, choiceProblem, isInteractive } from './actions.ts';
export type { ActionChoice, ActionChoices, ActionContent, ActionFailure, ChoiceProblem } from './actions.ts';
export { availableClans, availablePredatorTypes, chooseClan, clanStepProblems, commitClan, commitPredatorType, predatorTypeOptions } from './clan-predator.ts';
export { actionRefusal, allowedFlawChoices, grantRefusal, predatorTypeRefusal } from './grants.ts';
export type { GrantRefusal } from './grants.ts';
export type { ClanStepProblem } from './clan-predator.ts';
export { allAttributeKeys, allowedValues, attributeDistribution, attributeStepProblems, attributeValues, matchesDistribution, remainingByPoints, setCreationAttribute } from '../../../fifth-edition/creation/attributes.ts';
export type { AttributeStepProblem, Distribution } from '../../../fifth-edition/creation/attributes.ts';
export {
  allSkillKeys,
  allowedSkillValues,
  cappedSkillsExceeded,
  chooseSkillSpread,
  commitSpecialities,
  emptySpecialityChoices,
  freeSpecialitySkills,
  requiredSpecialitySkills,
  setCreationSkill,
  skillCaps,
  skillStepProblems,
  skillValue,
} from '../../../fifth-edition/creation/skills.ts';
export type { FreeSpecialitySkill, SkillStepProblem, SpecialityChoices } from '../../../fifth-edition/creation/skills.ts';
export {
  buyCreationPower,
  chooseClanDisciplines,
  chooseStartingCeremony,
  chooseStartingRitual,
  clanDisciplines,
  creationPowerOptions,
  disciplineProgress,
  disciplineStepProblems,
  removeLastCreationPower,
  startingCeremonyOptions,
  startingRitualOptions,
} from './disciplines.ts';
export type { ClanDisciplineProblem, DisciplineStepProblem } from './disciplines.ts';
export {
  addCreationTrait,
  addCustomTrait,
  baseTraitBudget,
  convictionProblems,
  packsWithOptions,
  removeCreationTrait,
  removeTraitProblem,
  spreadPointsFor,
  statusBackgroundId,
  traitBudget,
  traitOptions,
  traitPointsUsed,
  traitStepProblems,
} from './traits.ts';
export type { AddTraitProblem, CustomTraitInput, CustomTraitProblem, RemoveTraitProblem, TraitBlocker, TraitOption, TraitPoints, TraitStepProblem } from './traits.ts';
export { finishCreation, stepsFor, v5Steps } from './finish.ts';
export type { V5Step } from './finish.ts';
