// "Starts from": which built-in rule set a player's own one is based on.

import { VARIANTS, type Variant } from '../../shared/rules';
import { VARIANT_LABELS } from '../ui/words';

export function BaseSelect(props: {
  readonly value: Variant;
  readonly onChange: (base: Variant) => void;
  readonly testId: string;
  readonly className?: string;
}) {
  const { value, onChange } = props;
  return (
    <label className={props.className ?? 'field'}>
      <span>Starts from</span>
      <select
        value={value}
        onChange={(e) => onChange(VARIANTS.find((v) => v === e.target.value) ?? value)}
        data-testid={props.testId}
      >
        {VARIANTS.map((v) => (
          <option key={v} value={v}>
            {VARIANT_LABELS[v]}
          </option>
        ))}
      </select>
    </label>
  );
}
