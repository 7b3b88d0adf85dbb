// 问卷管理 (/chronic/questionnaire/list, menu component chronic/QuestionnaireList): the questionnaire declaration on
// the generic list page, plus 题目设计 (questions, option scores, result bands) for users who may edit it and 填写
// on a published one for users who may add results.
import { useCallback, useState } from 'react';
import { usePermissions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { QuestionnaireDesignDialog } from '../../questionnaire/questionnaire-design-dialog';
import { QuestionnaireFillDialog } from '../../questionnaire/questionnaire-fill-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.questionnaire;
const RESULTS = resources.questionnaireResult;

function useQuestionnaireActions({ reload }: { reload: () => void }): PageActions {
  const { has } = usePermissions();
  const mayDesign = has(`${def.permission}:edit`);
  const mayFill = has(`${RESULTS.permission}:add`);
  const [designing, setDesigning] = useState<Row | null>(null);
  const [filling, setFilling] = useState<string | null>(null);
  const row = useCallback(
    (record: Row) => {
      const link = 'text-primary-strong hover:underline';
      return (
        <>
          {mayDesign && (
            <button type="button" className={link} onClick={() => setDesigning(record)}>
              题目设计
            </button>
          )}
          {mayFill && String(record.status) === '1' && (
            <button type="button" className={link} onClick={() => setFilling(String(record.id))}>
              填写
            </button>
          )}
        </>
      );
    },
    [mayDesign, mayFill],
  );
  return {
    row,
    dialogs: (
      <>
        {designing && (
          <QuestionnaireDesignDialog
            questionnaire={{
              id: String(designing.id),
              status: designing.status,
              scoring: designing.scoring,
              questions: designing.questions,
              bands: designing.bands,
            }}
            name={String(designing.name ?? '')}
            onClose={() => setDesigning(null)}
            onSaved={reload}
          />
        )}
        {filling && <QuestionnaireFillDialog questionnaireId={filling} onClose={() => setFilling(null)} />}
      </>
    ),
  };
}

export default listPageOf({
  resource: def,
  // 题目设计 opens from the row: its questions and bands are read with the page.
  readFields: ['questions', 'bands', 'scoring'],
  columnOrder: ['name', 'category', 'status', 'questionCount', 'scoring'],
  columns: { name: { width: 220 }, questionCount: { width: 90 } },
  usePageActions: useQuestionnaireActions,
  actionWidth: 240,
});
