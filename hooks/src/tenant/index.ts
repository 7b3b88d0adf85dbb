// Public surface of the tenant feature: the switch, the special homes and their figures.
export {
  createTenantModel,
  loginTenants,
  type TenantModel,
  type TenantModelOptions,
  type TenantSnapshot,
  type TenantSummary,
} from './tenant-model.js';
export {
  TENANT_HOMES,
  createHomeFiguresModel,
  tenantHomeKind,
  type HomeFigure,
  type HomeFiguresModel,
  type HomeFiguresSnapshot,
  type TenantHomeKind,
} from './tenant-home.js';
export {
  OVERVIEW_FAILED,
  OVERVIEW_PERMISSIONS,
  createClinicOverviewModel,
  createPlatformOverviewModel,
  type ClinicOverview,
  type OverviewModel,
  type OverviewSnapshot,
  type PlatformOverview,
} from './tenant-overview.js';
export {
  ANALYSIS_PERMISSION,
  analysisFigureHref,
  completionChart,
  completionRate,
  createAnalysisOverviewModel,
  type AnalysisCompletion,
  type AnalysisFigure,
  type AnalysisOverview,
} from './analysis-overview.js';
