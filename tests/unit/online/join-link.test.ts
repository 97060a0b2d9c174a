// Where a joining app connects: a join link as the host shares it, or the host's address and the code typed apart
// (a pasted http:// or a path after the address let go), and a clear reason for anything else.

import { describe, expect, it } from 'vitest';
import { readJoinTarget } from '../../../src/main/online/join-link';

describe('a join target', () => {
  it('reads a join link', () => {
    expect(readJoinTarget({ link: ' http://192.168.1.20:8750/#/join/abc-234 ' })).toEqual({
      socket: 'ws://192.168.1.20:8750/online',
      address: '192.168.1.20:8750',
      code: 'ABC234',
    });
    expect(readJoinTarget({ link: 'https://table.example:443/#/join/ABC234' })).toMatchObject({
      socket: 'wss://table.example/online',
    });
  });

  it('reads an address and a code typed apart', () => {
    const expected = {
      socket: 'ws://192.168.1.20:8750/online',
      address: '192.168.1.20:8750',
      code: 'ABC234',
    };
    expect(readJoinTarget({ address: '192.168.1.20:8750', code: 'ABC234' })).toEqual(expected);
    expect(readJoinTarget({ address: ' http://192.168.1.20:8750/#/join/ABC234', code: 'ABC234' })).toEqual(
      expected,
    );
    expect(readJoinTarget({ address: 'localhost:41000', code: 'ABC234' })).toMatchObject({
      socket: 'ws://localhost:41000/online',
    });
  });

  it('says what is wrong with anything else', () => {
    expect(readJoinTarget({ link: 'not a link' })).toMatch(/paste the whole join link/);
    expect(readJoinTarget({ link: 'ftp://10.0.0.1/#/join/ABC234' })).toBe('a join link starts with http://');
    expect(readJoinTarget({ link: 'http://10.0.0.1:8750/' })).toMatch(/this link has no join code/);
    expect(readJoinTarget({ address: '192.168.1.20', code: 'ABC234' })).toMatch(/add the port/);
    expect(readJoinTarget({ address: 'a b:80', code: 'ABC234' })).toMatch(/this is not an address/);
    expect(readJoinTarget({ address: 'user@10.0.0.1:80', code: 'ABC234' })).toMatch(/this is not an address/);
    expect(readJoinTarget({ address: '10.0.0.1:99999', code: 'ABC234' })).toMatch(/this is not an address/);
    expect(readJoinTarget({ address: '/', code: 'ABC234' })).toMatch(/this is not an address/);
  });
});
