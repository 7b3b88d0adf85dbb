import { describe, expect, it } from 'vitest';
import { solid } from './color-tag';

describe('tag colours', () => {
  it('reads #hex and the preset names dictionaries declare (green, red...) as one #RRGGBB', () => {
    expect(solid('#52c41a')).toBe('#52c41a');
    expect(solid('#f00')).toBe('#ff0000');
    expect(solid('#1890FF80')).toBe('#1890FF');
    expect(solid('green')).toBe('#52C41A');
    expect(solid('Red')).toBe('#F5222D');
    expect(solid('cyan')).toBe('#13C2C2');
    expect(solid('default')).toBe('#8C8C8C');
  });
  it('gives no colour for anything else (the tag is then plain text)', () => {
    expect(solid('')).toBeNull();
    expect(solid('url(x)')).toBeNull();
    expect(solid('rgb(1,2,3)')).toBeNull();
  });
});
