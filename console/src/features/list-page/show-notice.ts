// Hands a hooks notice (warning, error, success, info) to the console's toast.
import type { Notice } from '@clinic/hooks';
import { toast } from '../../ui/toast';

export function showNotice(notice: Notice): void {
  toast[notice.level](notice.text);
}
