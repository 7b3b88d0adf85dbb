// Focus goes back to what opened a dialog, drawer or confirmation (issue 14 item 5), also when it opened from state
// rather than a Radix Trigger (Radix alone left focus on <body>). tests/packages checks every dialog uses these frames.
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmAction } from './confirm-action';
import { Dialog } from './dialog';
import { Drawer } from './drawer';

afterEach(cleanup);

type Frame = 'dialog' | 'drawer' | 'confirm';

/** A toolbar button that opens a frame from state (no Radix Trigger), as 新增, 编辑, 导入 and a row's 删除 do. */
function Page({ frame }: { frame: Frame }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">别的按钮</button>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {frame === 'dialog' && (
        <Dialog open={open} onOpenChange={setOpen} title="编辑">
          <input aria-label="姓名" />
        </Dialog>
      )}
      {frame === 'drawer' && (
        <Drawer open={open} onOpenChange={setOpen} title="系统设置" width={320}>
          <input aria-label="主题" />
        </Drawer>
      )}
      {frame === 'confirm' && (
        <ConfirmAction
          open={open}
          title="删除"
          text="确定删除吗?"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe('focus after a dialog closes', () => {
  it.each<Frame>(['dialog', 'drawer', 'confirm'])(
    'a %s opened from a button gives focus back to it',
    async (frame) => {
      render(<Page frame={frame} />);
      const invoker = screen.getByRole('button', { name: '打开' });
      act(() => invoker.focus());
      fireEvent.click(invoker);
      const opened = await screen.findByRole(frame === 'confirm' ? 'alertdialog' : 'dialog');
      expect(opened).toContainElement(document.activeElement as HTMLElement);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() =>
        expect(screen.queryByRole(frame === 'confirm' ? 'alertdialog' : 'dialog')).not.toBeInTheDocument(),
      );
      // Radix moves focus on unmount after a task: wait for it, then it must be on the invoker.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(invoker).toHaveFocus();
    },
  );
});
