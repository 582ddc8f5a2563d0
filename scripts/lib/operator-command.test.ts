import { describe, expect, it } from 'vitest';
import { operatorArgs, parseCents, usd } from './operator-command.mjs';

describe('the operator commands’ arguments', () => {
  it.each([
    ['34.51', 3451],
    ['34', 3400],
    ['34.5', 3450],
    ['0.07', 7],
    ['34.555', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
  ])('reads %j dollars as %j cents', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it('takes --url out of the arguments, else NIMBUS_URL, else the local Worker on PORT', () => {
    expect(operatorArgs(['NIM-1', '--url', 'https://nimbus.example', '5'], {})).toEqual({
      args: ['NIM-1', '5'],
      base: 'https://nimbus.example',
    });
    expect(operatorArgs(['NIM-1'], { NIMBUS_URL: 'https://a.example' }).base).toBe('https://a.example');
    expect(operatorArgs(['NIM-1'], { PORT: '8795' }).base).toBe('http://127.0.0.1:8795');
    expect(operatorArgs([], {}).base).toBe('http://127.0.0.1:8787');
  });

  it('prints amounts as dollars with their currency', () => {
    expect(usd(13685)).toBe('136.85 USD');
    expect(usd(0)).toBe('0.00 USD');
  });
});
