// 推送 of a published article: the diseases whose patients receive it (the 慢病病种 dictionary, the article's own
// 推送病种 ticked), through the form renderer; the model says how many patients it reached.
import type { FormField } from '@clinic/hooks';
import { Dialog } from '../../ui/dialog';
import { FormRenderer } from '../form/form-renderer';

const FIELDS: readonly FormField[] = [
  { name: 'diseases', label: '推送病种', type: 'checkbox', dictCode: 'disease_type', required: true },
];

export function ArticlePushDialog({
  article,
  busy,
  onPush,
  onClose,
}: {
  article: { title: string; diseases: string };
  busy: boolean;
  onPush: (diseases: string[]) => Promise<void>;
  onClose: () => void;
}) {
  const initial = article.diseases ? article.diseases.split(',') : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`推送：${article.title}`}
      width={560}
    >
      <p className="mb-4 text-sm text-slate-600">
        推送给本机构中患有所选病种的患者，已收到的患者不会重复推送。
      </p>
      <FormRenderer
        fields={FIELDS}
        defaultValues={{ diseases: initial }}
        submitText="推送"
        onSubmit={async (_values, raw) => {
          const picked = raw.diseases;
          await onPush(Array.isArray(picked) ? picked.map(String) : []);
        }}
      />
    </Dialog>
  );
}
