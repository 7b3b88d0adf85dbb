// The theme "compile" step of this console: the primary colour is a set of CSS variables on the document root.

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

export function applyPrimaryColor(color: string): void {
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new Error('Failed to update theme');
  const root = document.documentElement.style;
  root.setProperty('--color-primary', color);
  root.setProperty('--color-primary-hover', shade(color, 0.2));
  root.setProperty('--color-primary-soft', shade(color, 0.9));
  root.setProperty('--color-primary-strong', shade(color, -0.15));
  root.setProperty('--color-primary-deep', shade(color, -0.35));
}
