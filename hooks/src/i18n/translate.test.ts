import { afterEach, describe, expect, it } from 'vitest';
import { enUS } from './en-us.js';
import { setLocale, t } from './translate.js';
import { zhCN } from './zh-cn.js';

describe('t', () => {
  afterEach(() => setLocale('zh-CN'));

  it('keeps zh-CN until another catalogue has loaded', () => {
    expect(t('savedQuery.saved', undefined, 'en-US')).toBe(zhCN['savedQuery.saved']);
  });

  it('returns the spec texts in zh-CN by default', () => {
    expect(t('superQuery.emptyQuery')).toBe('不能查询空条件');
    expect(t('list.urlDeleteBatchMissing')).toBe('请设置url.deleteBatch属性!');
  });

  it('fills placeholders literally, even with replacement patterns in the value', () => {
    expect(t('savedQuery.overwrite', { name: '高血压$&' })).toBe('高血压$& 已存在，是否覆盖？');
  });

  it('switches locale and keeps both catalogs key-complete', async () => {
    await setLocale('en-US');
    expect(t('savedQuery.saved')).toBe('Saved successfully');
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });
});
