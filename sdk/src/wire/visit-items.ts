// What a follow-up visit records, from its plan's 随访项目 (the followup_item dictionary of 随访计划): the fields of
// the visit form, the ones a recorded visit must hold, and whether the 用药调整 table belongs to it. The console
// shapes the 记录随访 form with it; the server refuses a recorded visit that leaves out a required item.
import followupPlan from '../resources/defs/followup-plan.js';

export type VisitItem = 'bp' | 'glucose' | 'medication' | 'advice';

/** Each item's fields of the followup record, and whether a recorded visit needs them filled. */
export const VISIT_ITEM_FIELDS: Readonly<
  Record<VisitItem, { fields: readonly string[]; required: boolean }>
> = {
  bp: { fields: ['systolic', 'diastolic'], required: true },
  glucose: { fields: ['glucose'], required: true },
  medication: { fields: [], required: false },
  advice: { fields: ['advice'], required: false },
};

/** Recorded on every visit, whatever the plan: when, how and by whom. */
export const VISIT_ALWAYS_FIELDS: readonly string[] = ['visitDate', 'way', 'doctorId'];

const ALL_ITEMS = Object.keys(VISIT_ITEM_FIELDS) as VisitItem[];
const ITEM_TEXT = new Map(
  (followupPlan.dictionaries ?? [])
    .find((d) => d.code === 'followup_item')!
    .items.map((i) => [i.value, i.text] as const),
);

/** The known items the plan names, in the form's order (none when there is no plan or it names none). */
function namedItems(planItems: string | readonly string[] | null | undefined): VisitItem[] {
  const named = new Set(
    (typeof planItems === 'string' ? planItems.split(',') : (planItems ?? [])).map((s) => s.trim()),
  );
  return ALL_ITEMS.filter((i) => named.has(i));
}

/**
 * The items a visit records: its plan's, known ones only, in the form's order. A visit without a plan, or a plan
 * naming none, records every item: nothing is left out of a visit whose plan does not say.
 */
export function visitItemsOf(planItems: string | readonly string[] | null | undefined): VisitItem[] {
  const named = namedItems(planItems);
  return named.length > 0 ? named : ALL_ITEMS;
}

export interface VisitForm {
  /** The followup fields the form shows, in the order a doctor fills them. */
  fields: string[];
  /** Of those, the ones a recorded visit must hold. */
  required: string[];
  /** Whether the patient's medications (用药调整) are reviewed on this visit. */
  medication: boolean;
}

/** Only a plan's own items are required: a visit whose plan names none is asked for none. */
const planned = (planItems: string | readonly string[] | null | undefined) =>
  namedItems(planItems).length > 0;

export function visitFormOf(planItems: string | readonly string[] | null | undefined): VisitForm {
  const items = visitItemsOf(planItems);
  const fields = [VISIT_ALWAYS_FIELDS[0]!, VISIT_ALWAYS_FIELDS[1]!];
  const required: string[] = [];
  for (const item of items) {
    fields.push(...VISIT_ITEM_FIELDS[item].fields);
    if (VISIT_ITEM_FIELDS[item].required && planned(planItems))
      required.push(...VISIT_ITEM_FIELDS[item].fields);
  }
  // the doctor closes the form, before the free-text advice
  const advice = fields.indexOf('advice');
  fields.splice(advice < 0 ? fields.length : advice, 0, VISIT_ALWAYS_FIELDS[2]!);
  return { fields, required, medication: items.includes('medication') };
}

/**
 * The refusal for a recorded visit that leaves out a required item of its plan (本次随访需记录血压), or null: a
 * visit without a plan, or whose plan names no item, needs none. Blank is null, undefined or an empty text.
 */
export function missingVisitItem(
  planItems: string | readonly string[] | null | undefined,
  values: Readonly<Record<string, unknown>>,
): string | null {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (!planned(planItems)) return null;
  for (const item of visitItemsOf(planItems)) {
    const { fields, required } = VISIT_ITEM_FIELDS[item];
    if (required && fields.some((f) => blank(values[f])))
      return `本次随访需记录${ITEM_TEXT.get(item) ?? item}`;
  }
  return null;
}
