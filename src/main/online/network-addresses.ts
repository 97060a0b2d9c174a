// This computer's IPv4 addresses on its networks (not loopback): where a table can listen for other devices.

import { networkInterfaces } from 'node:os';
import type { NetworkAddress } from '../../shared/api/online';

export function networkAddresses(): NetworkAddress[] {
  const found: NetworkAddress[] = [];
  for (const [name, entries] of Object.entries(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) found.push({ name, address: entry.address });
    }
  }
  return found;
}
