// A coloured reference column's cell (a patient's 标签): each stored id as a tag in its row's colour.
import { refTagsOf, useRefTagOptions } from '@clinic/hooks';
import type { RefTarget } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { ColorTag } from '../../ui/color-tag';

export function RefTagsCell({ target, value, text }: { target: RefTarget; value: unknown; text: unknown }) {
  const { client } = useClinic();
  const options = useRefTagOptions(client, target);
  const tags = refTagsOf(value, text, options);
  return (
    <span className="flex min-w-0 flex-wrap gap-1" title={tags.map((t) => t.label).join('，') || undefined}>
      {tags.map((t) => (
        <ColorTag key={t.value} color={t.color}>
          {t.label}
        </ColorTag>
      ))}
    </span>
  );
}
