// The one app-variant table (shell-spec 1, 2.2, 2.10, 7.3; widgets-spec 9): per application code and web alias, its
// login page and branding, research layout, start-up workflow read, unread popup and list header height.

export interface LoginBranding {
  /** The platform name on the login page. */
  title: string;
  /** One line under it. */
  slogan: string;
  /** Logo under the console's public folder. */
  logo: string;
  /** Brand panel gradient, from and to. */
  background: readonly [string, string];
}

export interface AppVariantConfig {
  loginPath: string;
  /** The research-project shell (60px icon sidebar, projects). */
  research: boolean;
  /** Reads the workflow status configuration at start (shell-spec 7.3). */
  workflowAtStart: boolean;
  /** Opens 近3天未读消息 at start (shell-spec 2.10). */
  unreadPopup: boolean;
  /** The list page's header height (widgets-spec 9). */
  listHeaderHeight: number;
  branding: LoginBranding;
}

const DEFAULT_BRANDING: LoginBranding = {
  title: '慢病管理与临床研究病例平台',
  slogan: '患者健康档案、随访、问卷评估与研究项目病例，一站式协同管理。',
  logo: '/favicon.svg',
  background: ['#1677ff', '#0a3d91'],
};

const RESEARCH_BRANDING: LoginBranding = {
  title: '云病历管理平台',
  slogan: '研究项目、受试者病例与访视表单，在线协同录入与审核。',
  logo: '/logos/research.svg',
  background: ['#4f46e5', '#312e81'],
};

const INTERNET_HOSPITAL_BRANDING: LoginBranding = {
  title: '互联网医院医生工作站',
  slogan: '在线问诊、处方与复诊随访，院内院外一体。',
  logo: '/logos/zy.svg',
  background: ['#16a34a', '#14532d'],
};

export const DEFAULT_VARIANT: AppVariantConfig = {
  loginPath: '/user/login',
  research: false,
  workflowAtStart: false,
  unreadPopup: false,
  listHeaderHeight: 195,
  branding: DEFAULT_BRANDING,
};

/** By application code; what a code leaves out is the default's. */
export const APP_VARIANTS: Readonly<Record<string, Partial<AppVariantConfig>>> = {
  'PSC-TB-WEB': { listHeaderHeight: 205 },
  'TB-D-WEB': {
    loginPath: '/user/tblogin',
    workflowAtStart: true,
    unreadPopup: true,
    branding: {
      title: '特病管理医生工作站',
      slogan: '特病患者认定、随访与用药保障，医生一站处理。',
      logo: '/logos/tb.svg',
      background: ['#0d9488', '#134e4a'],
    },
  },
  'DF-D-WEB': {
    loginPath: '/user/dflogin',
    branding: {
      title: '药品援助项目管理平台',
      slogan: '援助项目、患者申请与药房发放，全程可追溯。',
      logo: '/logos/df.svg',
      background: ['#ea580c', '#7c2d12'],
    },
  },
  'RWS-P-WEB': { loginPath: '/user/bllogin', research: true, branding: RESEARCH_BRANDING },
  'RWS-O-WEB': { loginPath: '/user/bllogin', research: true, branding: RESEARCH_BRANDING },
  'TB-D-WEB-ZY': { loginPath: '/user/tbzylogin', branding: INTERNET_HOSPITAL_BRANDING },
  'TB-IH-WEB': { loginPath: '/user/tbzylogin', branding: INTERNET_HOSPITAL_BRANDING },
};

/** Web aliases select their own login page and branding and win over the application code. */
export const WEB_ALIAS_VARIANTS: Readonly<Record<string, Partial<AppVariantConfig>>> = {
  BSC: {
    loginPath: '/user/bscbllogin',
    branding: {
      ...RESEARCH_BRANDING,
      title: '云病历管理平台（BSC）',
      logo: '/logos/bsc.svg',
      background: ['#0369a1', '#0c4a6e'],
    },
  },
  YCBL: {
    loginPath: '/user/ycbllogin',
    branding: {
      ...RESEARCH_BRANDING,
      title: '云病历管理平台（YCBL）',
      logo: '/logos/ycbl.svg',
      background: ['#9333ea', '#4c1d95'],
    },
  },
};

export function appVariantOf(appCode?: string | null, webAlias?: string | null): AppVariantConfig {
  const byCode = (appCode && APP_VARIANTS[appCode]) || {};
  const byAlias = (webAlias && WEB_ALIAS_VARIANTS[webAlias]) || {};
  return { ...DEFAULT_VARIANT, ...byCode, ...byAlias };
}

/** Every login page of the table with its branding (the same page serves codes that share it). */
export function loginBrandingFor(path: string): LoginBranding {
  for (const variant of [...Object.values(WEB_ALIAS_VARIANTS), ...Object.values(APP_VARIANTS)]) {
    if (variant.loginPath === path && variant.branding) return variant.branding;
  }
  return DEFAULT_BRANDING;
}
