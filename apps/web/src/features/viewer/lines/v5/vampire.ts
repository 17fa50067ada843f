import { extraDamageSlots, type DamageState } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { healthFor, isImpaired, willpowerFor } from '@vitae/core/fifth-edition';
import { degeneration, disciplineDots, isInTorpor } from '@vitae/core/v5';

/** A stored character of the Vampire line. */
export type StoredVampire = Extract<StoredCharacter, { gameLine: 'v5' }>;

/** The open character as a vampire; the Vampire sheet only ever opens vampires, so anything else is `null`. */
export function asVampire(character: StoredCharacter | undefined): StoredVampire | null {
  return character?.gameLine === 'v5' ? character : null;
}

const fortitudeId = 7;
const resilienceKey = '7-1-1';

/**
 * The health track as the sheet draws it: Fortitude's Resilience adds its dots as usable boxes,
 * on a track of 15 (docs/behaviour-notes.md §3, with the intended dots instead of `currentLevel`).
 */
export function healthTrack(character: StoredVampire): { boxes: DamageState[]; usable: number } {
  const resilience = character.disciplines.some((d) => Number(d.discipline.id) === fortitudeId && d.abilities.some((a) => a.key === resilienceKey || (a.key === undefined && a.id === 1)));
  const usable = (character.health || healthFor(character)) + (resilience ? Math.min(disciplineDots(character, fortitudeId), 5) : 0);
  const boxes: DamageState[] =
    resilience && character.healthDamage.length < 10 + extraDamageSlots
      ? [...character.healthDamage, ...Array<DamageState>(10 + extraDamageSlots - character.healthDamage.length).fill('none')]
      : character.healthDamage;
  return { boxes, usable };
}

/** The willpower track: its boxes and how many of them the character has. */
export function willpowerTrack(character: StoredVampire): { boxes: DamageState[]; usable: number } {
  return { boxes: character.willpowerDamage, usable: character.willpower || willpowerFor(character) };
}

/**
 * What impairs the vampire now (−2 dice, never more): a full health track physical pools, a full
 * willpower track social and mental ones, degeneration every pool (`vampireImpairment` of core).
 */
export function impairments(character: StoredVampire): { health: boolean; willpower: boolean; degenerating: boolean } {
  const health = healthTrack(character);
  const willpower = willpowerTrack(character);
  return {
    health: isImpaired(health.boxes, health.usable),
    willpower: isImpaired(willpower.boxes, willpower.usable),
    degenerating: degeneration(character.humanity, character.stains).degenerating,
  };
}

/** Whether the vampire lies in torpor: every usable health box aggravated (V5 core p. 126). */
export function inTorpor(character: StoredVampire): boolean {
  const health = healthTrack(character);
  return isInTorpor(health.boxes, health.usable);
}
