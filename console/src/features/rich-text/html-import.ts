// Reading saved HTML back into the editor: Lexical's own span import drops colours, so a coloured span is read here
// (colour, background colour and the span's bold, italic, underline, strikethrough); other spans stay Lexical's.
import { $isTextNode, type DOMConversionMap, type LexicalNode, type TextFormatType } from 'lexical';

function colourStyleOf(element: HTMLElement): string {
  const { color, backgroundColor } = element.style;
  return `${color ? `color: ${color};` : ''}${backgroundColor ? `background-color: ${backgroundColor};` : ''}`;
}

function formatsOf(element: HTMLElement): TextFormatType[] {
  const { fontWeight, fontStyle, textDecoration } = element.style;
  const formats: TextFormatType[] = [];
  if (fontWeight === 'bold' || Number(fontWeight) >= 600) formats.push('bold');
  if (fontStyle === 'italic') formats.push('italic');
  if (textDecoration.includes('underline')) formats.push('underline');
  if (textDecoration.includes('line-through')) formats.push('strikethrough');
  return formats;
}

export function richTextImportMap(): DOMConversionMap {
  return {
    span: (element) => {
      const style = colourStyleOf(element);
      if (style === '') return null;
      return {
        priority: 1,
        conversion: (span) => ({
          node: null,
          forChild: (child: LexicalNode) => {
            if ($isTextNode(child)) {
              child.setStyle(`${child.getStyle()}${style}`);
              for (const format of formatsOf(span)) if (!child.hasFormat(format)) child.toggleFormat(format);
            }
            return child;
          },
        }),
      };
    },
  };
}
