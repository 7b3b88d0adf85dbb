// Class names Lexical gives what it renders (the same names travel in the saved HTML, styled by .rich-text).
import type { EditorThemeClasses } from 'lexical';

export const RICH_TEXT_THEME: EditorThemeClasses = {
  paragraph: 'rt-p',
  list: { ul: 'rt-ul', ol: 'rt-ol', listitem: 'rt-li', nested: { listitem: 'rt-li-nested' } },
  link: 'rt-link',
  table: 'rt-table',
  tableCell: 'rt-td',
  tableCellHeader: 'rt-th',
  text: {
    bold: 'rt-bold',
    italic: 'rt-italic',
    underline: 'rt-underline',
    strikethrough: 'rt-strike',
    underlineStrikethrough: 'rt-underline-strike',
  },
};

/** The colour palette of 文字颜色 (TinyMCE's textcolor defaults, Chinese names). */
export const TEXT_COLORS: readonly { name: string; value: string }[] = [
  { name: '黑色', value: '#000000' },
  { name: '深灰', value: '#595959' },
  { name: '红色', value: '#e03e2d' },
  { name: '橙色', value: '#e67e23' },
  { name: '黄色', value: '#f1c40f' },
  { name: '绿色', value: '#2dc26b' },
  { name: '蓝色', value: '#3598db' },
  { name: '紫色', value: '#b96ad9' },
];
