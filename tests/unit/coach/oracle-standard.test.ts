import { oracleSuite } from './oracle-suite';

oracleSuite(['standard']);
