import { describe, expect, it } from 'vitest';
import { avatarInitials } from './initials.ts';

describe('avatar initials by grapheme', () => {
  it.each([
    ['Lea Lernt', 'LL'],
    ['jörg übermüller', 'JÜ'],
    ['„Die Gräfin“ von Thurn', 'DG'],
    ['"Doc" Holliday', 'DH'],
    ['🦇 Fledermaus', '🦇F'],
    ['👩🏽‍🔬 Forscherin', '👩🏽‍🔬F'],
    ['🇩🇪 Berlin', '🇩🇪B'],
    ['Émile', 'É'],
    ['(Niemand)', 'N'],
    ['', ''],
    ['  ', ''],
  ])('%j → %j', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});
