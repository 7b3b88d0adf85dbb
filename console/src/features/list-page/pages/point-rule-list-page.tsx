// 积分规则 (/operation/pointRule/list, menu component resource/pointRule): the pointRule declaration on the generic
// list page; a rule without 自动积分 (its points entered by hand) reads 「—」 there, not an empty cell.
import { resources } from '@clinic/sdk/resources';
import { DictColorCell } from '../dict-color-cell';
import { EmptyCell } from '../empty-cell';
import { listPageOf } from '../list-page';

const def = resources.pointRule;
const AUTO_ACTION = def.fields.find((f) => f.name === 'autoAction')!.dict!;

export default listPageOf({
  resource: def,
  columns: {
    autoAction: {
      render: (row) => {
        const text = String(row.autoAction_dictText ?? '');
        return text === '' ? (
          <EmptyCell />
        ) : (
          <DictColorCell dictCode={AUTO_ACTION} value={row.autoAction} text={text} />
        );
      },
    },
  },
});
