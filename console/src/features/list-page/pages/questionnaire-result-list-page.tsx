// 问卷结果 (/chronic/questionnaireResult/list, menu component chronic/QuestionnaireResultList): the filled
// questionnaires on the generic list page (患者 and 问卷 by name, 总分, 评估结论, 维度得分), found by patient,
// questionnaire or conclusion and exported; 填写问卷 in the toolbar instead of a generic 新增 (the server scores).
import { useState } from 'react';
import { dimensionsOf, usePermissions } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { Button } from '../../../ui/button';
import { QuestionnaireFillDialog } from '../../questionnaire/questionnaire-fill-dialog';
import { EmptyCell } from '../empty-cell';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.questionnaireResult;

function useFillAction({ reload }: { reload: () => void }): PageActions {
  const { has } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!has(`${def.permission}:add`)) return {};
  return {
    toolbar: (
      <Button variant="primary" onClick={() => setOpen(true)}>
        <span aria-hidden>＋</span>填写问卷
      </Button>
    ),
    dialogs: open && <QuestionnaireFillDialog onClose={() => setOpen(false)} onSaved={reload} />,
  };
}

export default listPageOf({
  resource: def,
  addAction: false,
  columnOrder: ['patientId', 'questionnaireId', 'score', 'band', 'dimensionScores', 'fillTime'],
  columns: {
    score: { width: 80 },
    band: { width: 120 },
    dimensionScores: {
      width: 260,
      render: (row) => {
        const text = dimensionsOf(row.dimensionScores)
          .map((d) => `${d.name} ${d.score}`)
          .join('；');
        return text ? (
          <span className="block truncate" title={text}>
            {text}
          </span>
        ) : (
          <EmptyCell />
        );
      },
    },
    createTime: { hidden: true },
  },
  usePageActions: useFillAction,
});
