import { oracleSuite } from './oracle-suite';

oracleSuite(['yatzy', 'classic']);
