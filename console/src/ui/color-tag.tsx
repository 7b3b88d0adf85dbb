// A coloured tag (a dictionary item's or a label's colour) and the swatches such colours are picked from.
import type { ReactNode } from 'react';
import { NAMED_FORMATS } from '@clinic/sdk/validators';

/** The swatches offered where a colour is chosen (字典配置's 颜色, 标签管理). */
export const TAG_COLORS: readonly { name: string; value: string }[] = [
  { name: '红色', value: '#F5222D' },
  { name: '橙色', value: '#FA8C16' },
  { name: '金色', value: '#FAAD14' },
  { name: '绿色', value: '#52C41A' },
  { name: '青色', value: '#13C2C2' },
  { name: '蓝色', value: '#1890FF' },
  { name: '紫色', value: '#722ED1' },
  { name: '洋红', value: '#EB2F96' },
  { name: '灰色', value: '#8C8C8C' },
];

/**
 * Colours declared by name (the Ant Design tag presets JeecgBoot dictionaries use: 'green', 'red'...), as the hex
 * of that preset, so a dictionary item coloured 'green' shows green like one coloured '#52C41A'.
 */
const NAMED_COLORS: Readonly<Record<string, string>> = {
  red: '#F5222D',
  volcano: '#FA541C',
  orange: '#FA8C16',
  gold: '#FAAD14',
  yellow: '#FADB14',
  lime: '#A0D911',
  green: '#52C41A',
  cyan: '#13C2C2',
  blue: '#1890FF',
  geekblue: '#2F54EB',
  purple: '#722ED1',
  magenta: '#EB2F96',
  pink: '#EB2F96',
  grey: '#8C8C8C',
  gray: '#8C8C8C',
  default: '#8C8C8C',
  success: '#52C41A',
  processing: '#1890FF',
  error: '#F5222D',
  warning: '#FAAD14',
};

/** `#RGB` / `#RRGGBB` (alpha dropped) or a preset name as `#RRGGBB`, or null for anything else. */
export function solid(color: string): string | null {
  const named = NAMED_COLORS[color.trim().toLowerCase()];
  if (named) return named;
  if (!NAMED_FORMATS.color.pattern.test(color)) return null;
  const hex = color.slice(1);
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6)}`;
}

/** The colour halfway to black: its text reads at least 4.5:1 on its own light tint (WCAG AA), even for yellow. */
function textShade(hex: string): string {
  return `#${[1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) >> 1).toString(16).padStart(2, '0')).join('')}`;
}

/** A data colour (a tag's, a message's 优先级) for text on a light ground, or undefined when it is no colour. */
export function textColorOf(color: string | null | undefined): string | undefined {
  const base = color ? solid(color) : null;
  return base ? textShade(base) : undefined;
}

/** Text in a tag tinted with its colour; without a valid colour, the plain text. */
export function ColorTag({
  color,
  children,
  title,
}: {
  color: string | null | undefined;
  children: ReactNode;
  title?: string;
}) {
  const base = color ? solid(color) : null;
  if (!base) return <span title={title}>{children}</span>;
  return (
    <span
      title={title}
      data-color={base.toUpperCase()}
      className="inline-block max-w-full truncate rounded border px-1.5 align-middle text-xs leading-5"
      style={{ color: textShade(base), borderColor: `${base}80`, background: `${base}14` }}
    >
      {children}
    </span>
  );
}
