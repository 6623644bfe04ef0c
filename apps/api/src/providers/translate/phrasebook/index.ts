import { directions } from './directions';
import { emergencies } from './emergencies';
import { food } from './food';
import { greetings } from './greetings';
import { health } from './health';
import type { PhraseCategory } from './languages';
import { money } from './money';
import { transport } from './transport';

/** Tern's travel phrasebook, written for travellers: one file per category. */
export const PHRASEBOOK: PhraseCategory[] = [
  greetings,
  directions,
  transport,
  food,
  health,
  emergencies,
  money,
];
