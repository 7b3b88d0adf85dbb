// 问卷管理 and 问卷结果 on the server: a questionnaire's questions and bands are checked and stored normalised (题目数
// counted), a draft without questions is not published, one with results is not deleted; a result is scored here
// from its published questionnaire, whatever 总分 or 结论 the client sent, and earns the patient the 填写问卷 points.
import { resources } from '@clinic/sdk/resources';
import { parseBands, parseQuestions, QuestionnaireRuleError, scoreAnswers } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, nowOf, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';
import { awardPoints, POINT_ACTION, revokePoints } from './point-award.js';
import { clinicDate } from '../db/clinic-clock.js';

const PUBLISHED = '1';

/** The wire rules' refusals are the user's message (第3题至少需要2个选项). */
function checked<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof QuestionnaireRuleError) throw fail.business(error.message);
    throw error;
  }
}

function normalise(values: Record<string, unknown>): void {
  if ('questions' in values) {
    const questions = checked(() => parseQuestions(values.questions));
    values.questions = JSON.stringify(questions);
    values.questionCount = questions.length;
  }
  if ('bands' in values) values.bands = JSON.stringify(checked(() => parseBands(values.bands)));
}

function refuseEmptyPublish(status: unknown, count: number): void {
  if (String(status ?? '') === PUBLISHED && count === 0) throw fail.business('问卷还没有题目，不能发布');
}

interface StoredQuestionnaire {
  name: string;
  status: string;
  questions: string;
  bands: string;
  question_count: number | string;
}

async function findQuestionnaire(db: Db, tenantId: string, id: string): Promise<StoredQuestionnaire | null> {
  const [row] = await rows<StoredQuestionnaire>(
    db,
    sql`SELECT name, status, questions, bands, question_count FROM chronic_questionnaire
        WHERE id = ${id} AND tenant_id = ${tenantId}`,
  );
  return row ?? null;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export const questionnaireResource = serverResource(resources.questionnaire, {
  hooks: {
    beforeAdd(values) {
      normalise(values);
      refuseEmptyPublish(values.status, Number(values.questionCount ?? 0));
    },
    async beforeEdit(values, id, ctx: RequestContext, db) {
      normalise(values);
      const current = await findQuestionnaire(db, ctx.tenantId, id);
      const count = Number(values.questionCount ?? current?.question_count ?? 0);
      refuseEmptyPublish(values.status ?? current?.status, count);
    },
    async beforeDelete(ids, ctx, db) {
      const [used] = await rows<{ name: string; n: number | string }>(
        db,
        sql`SELECT q.name, count(r.id) AS n FROM chronic_questionnaire q
            JOIN chronic_questionnaire_result r ON r.tenant_id = q.tenant_id AND r.questionnaire_id = q.id
            WHERE q.id IN (${idList(ids)}) AND q.tenant_id = ${ctx.tenantId}
            GROUP BY q.id, q.name ORDER BY q.name LIMIT 1`,
      );
      if (used)
        throw fail.business(
          `问卷「${used.name}」已有 ${Number(used.n)} 份填写结果，不能删除；不再使用请改为草稿`,
        );
    },
  },
});

export const questionnaireResultResource = serverResource(resources.questionnaireResult, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      const id = typeof values.questionnaireId === 'string' ? values.questionnaireId : '';
      const questionnaire = id ? await findQuestionnaire(db, ctx.tenantId, id) : null;
      // The reference check names a missing one; here only the tenant's own rows are read.
      if (!questionnaire) return;
      if (questionnaire.status !== PUBLISHED)
        throw fail.business(`问卷「${questionnaire.name}」尚未发布，不能填写`);
      const result = checked(() =>
        scoreAnswers(
          parseQuestions(questionnaire.questions),
          parseBands(questionnaire.bands),
          values.answers,
        ),
      );
      values.answers = JSON.stringify(result.answers);
      values.score = result.score;
      values.band = result.band;
      values.dimensionScores = Object.keys(result.dimensions).length
        ? JSON.stringify(result.dimensions)
        : null;
    },
    // A deleted result takes back the points it earned.
    beforeDelete: (ids, ctx, db) => revokePoints(db, ctx, ids),
    // 填写问卷 earns the patient its points, once per result, in the add's transaction.
    async afterAdd(id, ctx, db) {
      const [result] = await rows<{ patient_id: string; name: string | null }>(
        db,
        sql`SELECT r.patient_id, q.name FROM chronic_questionnaire_result r
            LEFT JOIN chronic_questionnaire q ON q.id = r.questionnaire_id AND q.tenant_id = r.tenant_id
            WHERE r.id = ${id} AND r.tenant_id = ${ctx.tenantId}`,
      );
      if (!result?.patient_id) return;
      await awardPoints(db, ctx, {
        action: POINT_ACTION.questionnaire,
        patientId: result.patient_id,
        sourceId: id,
        occurDate: clinicDate(nowOf(ctx)),
        remark: `问卷「${result.name ?? ''}」`,
      });
    },
  },
});
