// What a joiner agrees to by sitting down, shown in the lobby: the rules (by name, with the whole rules a
// button away), the dice (the app's, or real ones and who types them), the coach, and what happens to a player
// who is away.

import type { TableView } from '../../shared/api/online';
import { rulesOf } from '../../shared/rules';
import { RulesDialog } from '../variants/RulesDialog';
import { LEVEL_LABELS, ruleSetName } from '../ui/words';
import { joinerDiceWords } from './table-dice-words';

/** "10 s", "1 min", "1 min 30 s". */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function TableRules({ table }: { readonly table: TableView }) {
  return (
    <div className="table-rules" data-testid="table-rules">
      <p>
        Rules: <strong>{ruleSetName(table.rules)}</strong>{' '}
        <RulesDialog rules={rulesOf(table.rules)} className="button quiet" />
      </p>
      <ul>
        <li data-testid="table-dice-rule">{joinerDiceWords(table.realDice)}</li>
        <li>
          {table.coachAllowed
            ? 'The coach may help you: it grades your own moves and gives hints.'
            : 'No coach at this table.'}
        </li>
        <li>
          {table.awayBot
            ? `A ${LEVEL_LABELS[table.awayBot.level]} bot plays for anyone away ${duration(table.awayBot.afterSeconds)}, until they are back.`
            : 'The game waits for anyone who is away.'}
        </li>
      </ul>
    </div>
  );
}
