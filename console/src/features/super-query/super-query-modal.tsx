// The advanced query builder (width 1000): match type, field/rule/value rows, saved-queries card, name prompt, confirms.
import {
  matchTypeChoices,
  ruleChoices,
  t,
  type MatchType,
  type SuperQuery,
  type SuperQueryRule,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ConfirmAction } from '../../ui/confirm-action';
import { Select } from '../../ui/select';
import { SaveNameDialog } from './save-name-dialog';
import { SavedQueriesCard } from './saved-queries-card';
import { ValueEditor } from './value-editor';

export const SUPER_QUERY_WIDTH = 1000;

const iconButton =
  'flex h-8 w-8 shrink-0 items-center justify-center rounded border border-slate-300 bg-white text-base text-slate-600 hover:border-primary hover:text-primary-strong';

export function SuperQueryModal({ query }: { query: SuperQuery }) {
  const { model, savedModel, saved } = query;
  const rules = ruleChoices();

  return (
    <>
      <Dialog
        open={query.visible}
        onOpenChange={(open) => (open ? model.open() : model.close())}
        title={t('superQuery.title')}
        width={SUPER_QUERY_WIDTH}
        footer={
          <>
            <Button onClick={() => model.reset()}>{t('superQuery.reset')}</Button>
            <Button onClick={() => query.save()}>{t('superQuery.save')}</Button>
            <Button onClick={() => model.close()}>{t('superQuery.close')}</Button>
            <Button variant="primary" onClick={() => model.query()}>
              {t('superQuery.query')}
            </Button>
          </>
        }
      >
        {/* On a phone the saved queries go below the conditions, and a condition wraps its value under field and rule. */}
        <div className="flex flex-col gap-4 md:flex-row">
          <div className="min-w-0 flex-1">
            <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor="super-query-match" className="text-slate-600">
                过滤条件匹配：
              </label>
              <Select
                id="super-query-match"
                className="w-full sm:w-72"
                value={query.matchType}
                onChange={(value) => model.setMatchType(value as MatchType)}
                options={matchTypeChoices()}
              />
            </div>
            {query.rows.length === 0 ? (
              <div className="rounded border border-dashed border-slate-300 py-10 text-center text-sm text-slate-500">
                {t('superQuery.empty')}，
                <button
                  type="button"
                  className="text-primary-strong hover:underline"
                  onClick={() => model.addRow()}
                >
                  {t('superQuery.emptyAdd')}
                </button>
              </div>
            ) : (
              <ol aria-label="查询条件" className="flex max-h-[420px] flex-col gap-2.5 overflow-auto pr-1">
                {query.rows.map((row, index) => (
                  <li
                    key={row.key}
                    aria-label={`条件 ${index + 1}`}
                    className="flex flex-wrap items-start gap-2 sm:flex-nowrap"
                  >
                    <Select
                      aria-label={t('superQuery.selectField')}
                      placeholder={t('superQuery.selectField')}
                      className="min-w-0 flex-1 sm:w-48 sm:flex-none sm:shrink-0"
                      value={row.field ?? ''}
                      onChange={(value) => model.setField(row.key, value)}
                      options={model.fields}
                    />
                    <Select
                      aria-label={t('superQuery.selectRule')}
                      className="w-28 shrink-0 sm:w-32"
                      value={row.rule}
                      onChange={(value) => model.setRule(row.key, value as SuperQueryRule)}
                      options={rules}
                    />
                    <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
                      <ValueEditor
                        row={row}
                        label={t('superQuery.inputValue')}
                        onChange={(val) => model.setValue(row.key, val)}
                      />
                    </div>
                    <button
                      type="button"
                      aria-label="新增条件"
                      className={iconButton}
                      onClick={() => model.addRow(row.key)}
                    >
                      +
                    </button>
                    <button
                      type="button"
                      aria-label="删除条件"
                      className={iconButton}
                      onClick={() => model.removeRow(row.key)}
                    >
                      −
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <SavedQueriesCard
            entries={saved.entries}
            loading={saved.loading}
            offline={saved.offline}
            onApply={query.applySaved}
            onDelete={(title) => savedModel.requestDelete(title)}
          />
        </div>
      </Dialog>
      <SaveNameDialog
        open={saved.prompt.open}
        name={saved.prompt.name}
        onName={(name) => savedModel.setName(name)}
        onSubmit={() => void savedModel.submitName()}
        onCancel={() => savedModel.cancelSave()}
      />
      <ConfirmAction
        open={saved.confirm !== null}
        title={saved.confirm?.kind === 'delete' ? '确认删除' : '确认覆盖'}
        text={saved.confirm?.text ?? ''}
        onConfirm={() => savedModel.confirm()}
        onCancel={() => savedModel.cancelConfirm()}
      />
    </>
  );
}
