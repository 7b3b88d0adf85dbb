// A colour column's cell (标签颜色): a swatch in the colour beside its code, so the list shows the colour itself.
import { solid } from '../../ui/color-tag';

export function ColorSwatchCell({ value }: { value: string }) {
  const base = solid(value);
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {base && (
        <span
          aria-hidden
          data-swatch={base.toUpperCase()}
          className="size-3.5 shrink-0 rounded-sm border border-slate-200"
          style={{ background: base }}
        />
      )}
      <span className="truncate">{value}</span>
    </span>
  );
}
