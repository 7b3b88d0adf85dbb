// The toolbar's buttons: a pressed-state tool button that keeps the editor's selection, a file button, a divider.
import { useRef, type ReactNode } from 'react';
import { Glyph, type ToolbarGlyph } from './toolbar-icons';

export const BUTTON =
  'inline-flex h-7 min-w-7 items-center justify-center rounded px-1 text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A toolbar pop-up's close: its own handler already put the focus back in the text; one closed by Esc or a click
 * elsewhere gives it back only when the focus went nowhere (never out of the text a user has since clicked in).
 */
export function returnFocus(event: Event, onReturn: () => void): void {
  event.preventDefault();
  const focused = document.activeElement;
  if (!focused || focused === document.body) onReturn();
}

export function Divider() {
  return <span aria-hidden="true" className="mx-1 h-4 w-px bg-slate-300" />;
}

export function ToolButton({
  label,
  glyph,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  glyph?: ToolbarGlyph;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      // Keeps the editor's selection: the toolbar acts on what was selected, not on a lost caret.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`${BUTTON} ${pressed ? 'bg-primary-soft text-primary-strong' : ''}`}
    >
      {glyph ? <Glyph name={glyph} /> : children}
    </button>
  );
}

export function FileButton({
  label,
  glyph,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  glyph: ToolbarGlyph;
  accept: string;
  disabled: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton label={label} glyph={glyph} disabled={disabled} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
