// The footer every picker dialog shares: 取消 closes, 确定 runs the picker's confirm.
import { Button } from '../../ui/button';

export function PickerFooter({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <>
      <Button onClick={onCancel}>取消</Button>
      <Button variant="primary" onClick={onConfirm}>
        确定
      </Button>
    </>
  );
}
