// Line icons by the names server menus use (Ant Design icon names); unknown names fall back to a neutral glyph.
import type { SVGProps } from 'react';

const PATHS: Record<string, string> = {
  home: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  setting:
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM19 12l2-1.5-2-3.5-2.4.7-1.6-1L14.5 4h-5L9 6.7l-1.6 1L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.7 1.6 1 .5 2.7h5l.5-2.7 1.6-1L19 17l2-3.5Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9a7 7 0 0 1 14 0',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3 6',
  bank: 'M3 21h18M5 21V9l7-5 7 5v12M10 21v-5h4v5M12 8v4m-2-2h4',
  cluster: 'M9 3h6v5H9zM12 8v3M5 16v-2.5h14V16M3 16h4v5H3zm7 0h4v5h-4zm7 0h4v5h-4z',
  tags: 'M3 3h8l10 10-8 8L3 11V3Zm5 4.5a1 1 0 1 0 0 .01',
  apartment: 'M9 3h6v5H9zM3 16h6v5H3zm12 0h6v5h-6zM12 8v4M6 16v-4h12v4',
  book: 'M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3V4Zm0 13a3 3 0 0 1 3-3h11',
  idcard: 'M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0m-1 6a3 3 0 0 1 6 0m3-7h4m-4 4h4',
  notification: 'M4 10v4h3l6 4V6l-6 4H4Zm13-1a4 4 0 0 1 0 6',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4l2-2Zm4 3a2 2 0 0 0 4 0',
  message: 'M4 5h16v11H8l-4 4V5Zm4 5h8M8 13h5',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  'medicine-box': 'M4 7h16v13H4zM9 7V4h6v3m-3 4v6m-3-3h6',
  desktop: 'M3 4h18v12H3zM8 20h8m-4-4v4',
  solution: 'M5 3h14v18H5zM9 8h6M9 12h6M9 16h3',
  schedule: 'M4 5h16v15H4zM4 9h16M8 3v4m8-4v4m-8 6h3',
  'clock-circle': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  project: 'M4 4h16v16H4zM8 8v8m4-8v5m4-5v3',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5',
  'menu-fold': 'M3 6h18M9 12h12M3 18h18M7 9l-3 3 3 3',
  'menu-unfold': 'M3 6h18M9 12h12M3 18h18M4 9l3 3-3 3',
  down: 'm6 9 6 6 6-6',
  right: 'm9 6 6 6-6 6',
  close: 'M6 6l12 12M18 6 6 18',
  reload: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  clear: 'M4 20h16M7 16 17 6l3 3-10 10H7v-3Z',
  form: 'M5 3h14v18H5zM9 7h6M9 11h6M9 15h4',
  plus: 'M12 5v14M5 12h14',
  workbench: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  task: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  feedback: 'M4 4h16v12H9l-5 4V4Zm8 3v4m0 2.5v.5',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 16v4h16v-4',
  'file-text': 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  paperclip: 'm20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L14 7',
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: string | null | undefined;
  size?: number;
}

export function Icon({ name, size = 16, ...rest }: IconProps) {
  const d = PATHS[name ?? ''] ?? 'M5 5h14v14H5z';
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
