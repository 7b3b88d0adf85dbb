import { describe, expect, it } from 'vitest';
import { missingVisitItem, visitFormOf, visitItemsOf } from './visit-items.js';

describe('visit items', () => {
  it('reads the plan items stored as a list or as comma text, known ones in the form order', () => {
    expect(visitItemsOf('advice,bp,x')).toEqual(['bp', 'advice']);
    expect(visitItemsOf(['glucose'])).toEqual(['glucose']);
  });

  it('records every item when the visit has no plan or the plan names none', () => {
    expect(visitItemsOf(null)).toEqual(['bp', 'glucose', 'medication', 'advice']);
    expect(visitItemsOf('')).toEqual(['bp', 'glucose', 'medication', 'advice']);
  });

  it('shapes the form: the plan’s fields between the way and the doctor, the advice last', () => {
    expect(visitFormOf('bp,medication,advice')).toEqual({
      fields: ['visitDate', 'way', 'systolic', 'diastolic', 'doctorId', 'advice'],
      required: ['systolic', 'diastolic'],
      medication: true,
    });
    expect(visitFormOf('medication,advice')).toEqual({
      fields: ['visitDate', 'way', 'doctorId', 'advice'],
      required: [],
      medication: true,
    });
    expect(visitFormOf('glucose')).toEqual({
      fields: ['visitDate', 'way', 'glucose', 'doctorId'],
      required: ['glucose'],
      medication: false,
    });
  });

  it('names the first required item left blank, by its dictionary text', () => {
    expect(missingVisitItem('bp,glucose', { systolic: 130, diastolic: '' })).toBe('本次随访需记录血压');
    expect(missingVisitItem('bp,glucose', { systolic: 130, diastolic: 80 })).toBe('本次随访需记录血糖');
    expect(missingVisitItem('bp,glucose', { systolic: 130, diastolic: 80, glucose: 0 })).toBeNull();
    expect(missingVisitItem('medication,advice', {})).toBeNull();
    expect(missingVisitItem('bp,glucose,medication,advice', { systolic: 120 })).toBe('本次随访需记录血压');
  });

  it('asks for nothing on a visit without a plan, though its form shows every item', () => {
    expect(missingVisitItem(null, {})).toBeNull();
    expect(missingVisitItem('', {})).toBeNull();
    expect(visitFormOf(null)).toMatchObject({ required: [], medication: true });
    expect(visitFormOf(null).fields).toContain('glucose');
  });
});
