import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { healthFilePathOf } from '@clinic/hooks';
import { pageTitleFor, recordPageOf } from './page-titles';

describe('record pages', () => {
  it('健康档案 is named by its prefix and follows the 患者列表 the registry declares', () => {
    const path = healthFilePathOf('p-1');
    expect(pageTitleFor(path)).toBe('健康档案');
    expect(recordPageOf(path)).toEqual({ title: '健康档案', parent: resources.patient.menu?.path });
  });

  it('a page of no record has none', () => {
    expect(recordPageOf('/chronic/patient/list')).toBeNull();
    expect(pageTitleFor('/medicalRecords/list')).toBe('受试者管理');
  });
});
