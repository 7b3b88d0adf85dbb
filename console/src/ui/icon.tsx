// Line icons by the names server menus use (Ant Design icon names); unknown names fall back to a neutral glyph.
import type { SVGProps } from 'react';
import { ICON_PATHS } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: string | null | undefined;
  size?: number;
}

export function Icon({ name, size = 16, ...rest }: IconProps) {
  const d = ICON_PATHS[name ?? ''] ?? 'M5 5h14v14H5z';
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
