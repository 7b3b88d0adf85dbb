// 链接: the toolbar's link editor (http(s), mailto and site paths only).
import { useState } from 'react';
import { richTextLinkOf } from '@clinic/hooks';
import { Popover } from '../../ui/popover';
import { Glyph } from './toolbar-icons';
import { BUTTON, returnFocus } from './toolbar-buttons';
export function LinkEditor({
  link,
  disabled,
  onApply,
  onReturn,
}: {
  link: string | null;
  disabled: boolean;
  onApply: (url: string | null) => void;
  onReturn: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const save = () => {
    const url = richTextLinkOf(text);
    if (!url) return setError('请输入以 http://、https:// 或 / 开头的链接地址');
    onApply(url);
    setOpen(false);
    onReturn();
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText(link ?? 'https://');
          setError('');
        }
      }}
      align="start"
      width={300}
      label="插入链接"
      onCloseAutoFocus={(event) => returnFocus(event, onReturn)}
      trigger={
        <button
          type="button"
          aria-label="插入链接"
          title="插入链接"
          aria-pressed={link !== null}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={`${BUTTON} ${link !== null ? 'bg-primary-soft text-primary-strong' : ''}`}
        >
          <Glyph name="link" />
        </button>
      }
    >
      <label className="block text-xs text-slate-600" htmlFor="rich-text-link">
        链接地址
      </label>
      <input
        id="rich-text-link"
        value={text}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
        className="mt-1 block h-8 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="mt-2 flex justify-end gap-2">
        {link !== null && (
          <button
            type="button"
            className="rounded border border-slate-300 px-2.5 py-0.5 text-xs hover:bg-slate-50"
            onClick={() => {
              onApply(null);
              setOpen(false);
              onReturn();
            }}
          >
            取消链接
          </button>
        )}
        <button
          type="button"
          className="rounded bg-primary-strong px-2.5 py-0.5 text-xs text-white"
          onClick={save}
        >
          确定
        </button>
      </div>
    </Popover>
  );
}
