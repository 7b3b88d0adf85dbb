// Demo identity data: tenants, users, hospital departments and roles (docs/wiring.md "Demo logins").

export const DEMO_PASSWORD = 'Clinic@2026';

export const TENANTS = [
  { id: '1000', name: '健康服务中心' },
  { id: '1423892807230000001', name: '第二医院' },
  { id: '2000', name: '仁和医院' },
  // The platform department (shell-spec 2.5): sees every tenant's figures on its home page.
  { id: '3000', name: '平台运营部' },
] as const;

export interface DemoUser {
  id: string;
  username: string;
  realname: string;
  phone: string;
  sex: 1 | 2;
  identifyFlag: boolean;
  /** First tenant is the default one. */
  tenants: string[];
  /** role code per tenant */
  role: 'admin' | 'doctor' | 'researcher';
  /** A different role in some of the tenants (tenant id → role code). */
  tenantRoles?: Record<string, 'admin' | 'doctor' | 'researcher'>;
  /** department codes (in the default tenant) */
  departs: string[];
}

export const USERS: DemoUser[] = [
  {
    id: '1000000000000000001',
    username: 'admin',
    realname: '管理员',
    phone: '13800138000',
    sex: 1,
    identifyFlag: false,
    tenants: ['1000', '1423892807230000001'],
    role: 'admin',
    departs: ['A01', 'C01'],
  },
  {
    id: '1000000000000000002',
    username: 'doctor',
    realname: '王医生',
    phone: '13800138001',
    sex: 1,
    identifyFlag: false,
    tenants: ['1000'],
    role: 'doctor',
    departs: ['A01A01', 'A01A02', 'A01A03'],
  },
  {
    id: '1000000000000000003',
    username: 'researcher',
    realname: '李研究员',
    phone: '13800138002',
    sex: 2,
    identifyFlag: true,
    tenants: ['1000'],
    role: 'researcher',
    departs: ['A01A04'],
  },
  {
    id: '1000000000000000004',
    username: 'tenant2admin',
    realname: '赵管理员',
    phone: '13900139000',
    sex: 1,
    identifyFlag: false,
    tenants: ['2000'],
    role: 'admin',
    departs: ['B01'],
  },
  {
    id: '1000000000000000005',
    username: 'nurse',
    realname: '陈护士',
    phone: '13800138003',
    sex: 2,
    identifyFlag: false,
    tenants: ['1000'],
    role: 'doctor',
    departs: ['A01A03'],
  },
  {
    id: '1000000000000000006',
    username: 'second_doctor',
    realname: '周医生',
    phone: '13800138004',
    sex: 1,
    identifyFlag: false,
    tenants: ['1423892807230000001'],
    role: 'doctor',
    departs: ['C01A01'],
  },
  {
    id: '1000000000000000007',
    username: 'renhe_doctor',
    realname: '孙医生',
    phone: '13900139001',
    sex: 2,
    identifyFlag: false,
    tenants: ['2000'],
    role: 'doctor',
    departs: ['B01A01'],
  },
  {
    id: '1000000000000000008',
    username: 'operator',
    realname: '吴运营',
    phone: '13700137000',
    sex: 2,
    identifyFlag: false,
    // Administers the platform department and supports 仁和医院's clinic as a doctor there.
    tenants: ['3000', '2000'],
    role: 'admin',
    tenantRoles: { '2000': 'doctor' },
    departs: ['D01A01', 'B01A01'],
  },
];

/** [tenantId, deptCode, name, parent deptCode | null] */
export const DEPARTMENTS: Array<[string, string, string, string | null]> = [
  ['1000', 'A01', '健康服务中心', null],
  ['1000', 'A01A01', '内分泌科', 'A01'],
  ['1000', 'A01A02', '心内科', 'A01'],
  ['1000', 'A01A03', '慢病管理中心', 'A01'],
  ['1000', 'A01A04', '临床研究部', 'A01'],
  ['1000', 'A01A05', '信息科', 'A01'],
  ['1000', 'A01A03A01', '糖尿病随访组', 'A01A03'],
  ['1000', 'A01A03A02', '高血压随访组', 'A01A03'],
  ['1423892807230000001', 'C01', '第二医院', null],
  ['1423892807230000001', 'C01A01', '全科医学科', 'C01'],
  ['1423892807230000001', 'C01A02', '肾内科', 'C01'],
  ['2000', 'B01', '仁和医院', null],
  ['2000', 'B01A01', '内分泌科', 'B01'],
  ['2000', 'B01A02', '老年病科', 'B01'],
  ['3000', 'D01', '平台运营部', null],
  ['3000', 'D01A01', '运营支持组', 'D01'],
];

export const ROLES = [
  { code: 'admin', name: '管理员', description: '拥有全部菜单与按钮权限' },
  { code: 'doctor', name: '医生', description: '患者管理、随访与项目参与' },
  { code: 'researcher', name: '研究员', description: '科研项目与受试者管理' },
] as const;
