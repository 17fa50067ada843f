/**
 * Test-only: characters of each line as far as the wizard's earlier steps bring them, made with
 * core's own creation functions (what the steps call), so a later step's test starts where a
 * player would stand.
 */
import { chooseAuspice, chooseTribe, type W5Character } from '@vitae/core/w5';
import { chooseClan, commitClan, type V5Character } from '@vitae/core/v5';
import { chooseCreed, chooseDrive, type H5Character } from '@vitae/core/h5';
import { chooseFaction, type M20Character } from '@vitae/core/m20';
import { contentOf, startedCharacter } from './wizard-step.tsx';

function byName<T extends { name: string }>(entries: readonly T[], name: string): T {
  const found = entries.find((entry) => entry.name === name);
  if (!found) throw new Error(`no content entry named ${name}`);
  return found;
}

/** A vampire who left the clan step with `clan` (by its German name) and a sire. */
export function vampireOfClan(clan: string): V5Character {
  const content = contentOf('v5');
  const chosen = byName(content.clans, clan);
  const result = commitClan(chooseClan({ ...startedCharacter('v5'), sire: 'Mithras' }, chosen), chosen, {}, content);
  if (!result.ok) throw new Error(`the clan ${clan} needs choices: ${result.failure.problem}`);
  return result.character;
}

/** A werewolf with an auspice and a tribe chosen (German names), as the first two steps leave it. */
export function werewolfOf(auspice: string, tribe: string): W5Character {
  const content = contentOf('w5');
  const chosenAuspice = byName(content.auspices, auspice);
  return chooseTribe(chooseAuspice(startedCharacter('w5'), chosenAuspice), byName(content.tribes, tribe), chosenAuspice);
}

/** A hunter with a creed and a drive (German names) and a concept, as the creed step leaves it. */
export function hunterOfCreed(creed: string, drive: string): H5Character {
  const content = contentOf('h5');
  return chooseDrive(chooseCreed({ ...startedCharacter('h5'), concept: 'Nachtschwester' }, byName(content.creeds, creed)), byName(content.drives, drive));
}

/** A mage of a faction (German name), its alliance chosen with it. */
export function mageOf(faction: string): M20Character {
  const chosen = byName(contentOf('m20').factions, faction);
  return chooseFaction({ ...startedCharacter('m20'), allianceType: chosen.alliance }, chosen);
}
