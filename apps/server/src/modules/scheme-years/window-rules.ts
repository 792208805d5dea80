import type { EffectiveDateRules } from '@portal/contracts';
import type { Client } from '../../db/schema/index.ts';

/**
 * The client's rules for choosing outside the annual window, as the Scheme years tab saves them and the configuration
 * document carries them: the new-starter window and when each kind of change takes effect.
 */
export const windowRuleFields = ['newStarterWindowDays', 'joiningStarts', 'changeStarts', 'lifeEventStarts'] as const;

export const effectiveDateKinds = ['joining', 'change', 'lifeEvent'] as const satisfies readonly (keyof EffectiveDateRules)[];

export const effectiveDatesOf = (client: Pick<Client, 'joiningStarts' | 'changeStarts' | 'lifeEventStarts'>): EffectiveDateRules => ({
  joining: client.joiningStarts,
  change: client.changeStarts,
  lifeEvent: client.lifeEventStarts,
});

/** The client's columns for the rules. */
export const effectiveDateColumns = (rules: EffectiveDateRules) => ({
  joiningStarts: rules.joining,
  changeStarts: rules.change,
  lifeEventStarts: rules.lifeEvent,
});
