// Public surface of the research application's reads.
export {
  researchSourceFromClient,
  type ResearchSource,
  type VisitFormDetail,
  type VisitFormKey,
  type VisitFormSummary,
} from './research-source.js';
