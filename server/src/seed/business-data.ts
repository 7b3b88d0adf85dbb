// Seed content for the business side: dictionaries, positions, categories, the disease tree, patient generator.
import { idCardCheckChar } from '@clinic/sdk/validators';

export const DICTS: [code: string, name: string, items: [value: string, text: string, color?: string][]][] = [
  [
    'sex',
    '性别',
    [
      ['1', '男'],
      ['2', '女'],
    ],
  ],
  [
    'yn',
    '是否',
    [
      ['Y', '是'],
      ['N', '否'],
    ],
  ],
  [
    'valid_status',
    '有效状态',
    [
      ['1', '有效'],
      ['0', '无效'],
    ],
  ],
  [
    'user_status',
    '用户状态',
    [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  ],
  [
    'priority',
    '优先级',
    [
      ['H', '高', '#f5222d'],
      ['M', '中', '#fa8c16'],
      ['L', '低', '#52c41a'],
    ],
  ],
  [
    'status',
    '状态',
    [
      ['1', '启用'],
      ['0', '停用'],
    ],
  ],
  [
    'dict_item_status',
    '字典项状态',
    [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  ],
  [
    'org_category',
    '机构类别',
    [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  ],
  [
    'patient_status',
    '患者管理状态',
    [
      ['1', '在管'],
      ['2', '随访中'],
      ['3', '已结案'],
      ['4', '失访'],
    ],
  ],
  [
    'position_rank',
    '职级',
    [
      ['1', '员级'],
      ['2', '助理'],
      ['3', '中级'],
      ['4', '副高'],
      ['5', '正高'],
    ],
  ],
  [
    'drug_type',
    '药品类别',
    [
      ['1', '降压药'],
      ['2', '降糖药'],
      ['3', '调脂药'],
      ['4', '抗血小板药'],
      ['5', '支气管扩张剂'],
    ],
  ],
];

export const POSITIONS: [code: string, name: string, rank: string][] = [
  ['DOCTOR_CHIEF', '主任医师', '5'],
  ['DOCTOR_ASSOC', '副主任医师', '4'],
  ['DOCTOR_ATTEND', '主治医师', '3'],
  ['DOCTOR_RES', '住院医师', '2'],
  ['NURSE_HEAD', '护士长', '4'],
  ['NURSE', '护士', '1'],
  ['HEALTH_MANAGER', '健康管理师', '3'],
  ['CRC', '临床研究协调员', '2'],
];

/** code, name, parent code ('' root) */
export const CATEGORIES: [string, string, string][] = [
  ['A01', '随访方式', ''],
  ['A01A01', '门诊随访', 'A01'],
  ['A01A02', '电话随访', 'A01'],
  ['A01A03', '家庭访视', 'A01'],
  ['A02', '检查项目', ''],
  ['A02A01', '血压测量', 'A02'],
  ['A02A02', '血糖检测', 'A02'],
  ['A02A03', '血脂四项', 'A02'],
  ['A02A04', '肾功能', 'A02'],
  ['B01', '疾病分类', ''],
  ['B01A01', '循环系统疾病', 'B01'],
  ['B01A01A01', '原发性高血压', 'B01A01'],
  ['B01A01A02', '冠心病', 'B01A01'],
  ['B01A02', '内分泌代谢疾病', 'B01'],
  ['B01A02A01', '2型糖尿病', 'B01A02'],
  ['B01A03', '呼吸系统疾病', 'B01'],
  ['B01A03A01', '慢性阻塞性肺疾病', 'B01A03'],
  ['B01A04', '泌尿系统疾病', 'B01'],
  ['B01A04A01', '慢性肾脏病', 'B01A04'],
];

/** The tree dictionary served by loadTreeData (registered as sys_tree_dict name/code/pid). */
export const DISEASE_TREE: [string, string, string][] = [
  ['I00-I99', '循环系统疾病', ''],
  ['I10', '原发性高血压', 'I00-I99'],
  ['I25', '慢性缺血性心脏病', 'I00-I99'],
  ['E00-E90', '内分泌、营养和代谢疾病', ''],
  ['E11', '2型糖尿病', 'E00-E90'],
  ['J00-J99', '呼吸系统疾病', ''],
  ['J44', '慢性阻塞性肺病', 'J00-J99'],
  ['N00-N99', '泌尿生殖系统疾病', ''],
  ['N18', '慢性肾脏病', 'N00-N99'],
];

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'.split(
    '',
  );
const GIVEN_M = [
  '伟',
  '强',
  '磊',
  '军',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '建国',
  '志强',
  '海峰',
  '文博',
  '国庆',
  '德华',
  '建华',
  '子轩',
  '浩然',
];
const GIVEN_F = [
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '艳',
  '娟',
  '霞',
  '秀英',
  '桂兰',
  '玉珍',
  '淑华',
  '丽华',
  '雨涵',
  '欣怡',
  '婷婷',
  '晓燕',
  '雪梅',
];
const AREAS: [string, string][] = [
  ['110101', '北京市东城区和平里街道'],
  ['310104', '上海市徐汇区漕河泾街道'],
  ['440305', '广东省深圳市南山区粤海街道'],
  ['330106', '浙江省杭州市西湖区文新街道'],
  ['510107', '四川省成都市武侯区玉林街道'],
  ['420106', '湖北省武汉市武昌区水果湖街道'],
  ['320102', '江苏省南京市玄武区梅园新村街道'],
];
const DISEASES = ['HBP', 'T2DM', 'CHD', 'COPD', 'CKD'];
/** How common each disease is among a clinic's chronic patients (hypertension first), as shares of one. */
const DISEASE_SHARES = [0.42, 0.27, 0.14, 0.1, 0.07];

/** A disease by its share, from one draw of the generator. */
function commonDisease(draw: number): string {
  let acc = 0;
  for (const [i, share] of DISEASE_SHARES.entries()) {
    acc += share;
    if (draw < acc) return DISEASES[i]!;
  }
  return DISEASES[0]!;
}

/** Deterministic PRNG so every fresh database holds the same demo rows. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedPatient {
  name: string;
  sex: '1' | '2';
  birthday: string;
  idCard: string;
  phone: string;
  diseaseType: string;
  status: string;
  age: number;
  height: number;
  weight: number;
  lastVisit: string;
  address: string;
  areaCode: string;
  createTime: string;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function makePatients(
  count: number,
  seed: number,
  now = new Date(Date.UTC(2026, 10, 1)),
): SeedPatient[] {
  const r = prng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  const out: SeedPatient[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const sex = r() < 0.5 ? '1' : '2';
    const year = 1940 + Math.floor(r() * 50);
    const month = 1 + Math.floor(r() * 12);
    const day = 1 + Math.floor(r() * 28);
    const [area, address] = pick(AREAS);
    // the 17th digit is odd for men, even for women (GB 11643)
    let seq = 100 + ((i * 2 + (sex === '1' ? 1 : 0)) % 898);
    let body = `${area}${year}${pad(month)}${pad(day)}${pad(seq, 3)}`;
    while (used.has(body)) {
      seq += 2;
      body = `${area}${year}${pad(month)}${pad(day)}${pad(seq, 3)}`;
    }
    used.add(body);
    const diseases = [commonDisease(r())];
    if (r() < 0.3) diseases.push(pick(DISEASES.filter((d) => d !== diseases[0])));
    // Filed over the last twelve months, more of them lately (a clinic that grows).
    const created = new Date(now.getTime() - Math.floor(Math.pow(r(), 1.3) * 365 * 86400000));
    const visit = new Date(created.getTime() + Math.floor(r() * (now.getTime() - created.getTime())));
    const fmt = (d: Date) =>
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
    const height = sex === '1' ? 160 + Math.floor(r() * 25) : 150 + Math.floor(r() * 22);
    out.push({
      name: pick(SURNAMES) + pick(sex === '1' ? GIVEN_M : GIVEN_F),
      sex,
      birthday: `${year}-${pad(month)}-${pad(day)}`,
      idCard: body + idCardCheckChar(body)!,
      phone: `1${pick(['3', '5', '8'])}${Math.floor(r() * 10)}${pad(Math.floor(r() * 1e8), 8)}`,
      diseaseType: diseases.join(','),
      status: pick(['1', '1', '1', '2', '2', '3', '4']),
      age: 2026 - year,
      height,
      weight: Math.round((height - 100) * (0.8 + r() * 0.5)),
      lastVisit: fmt(visit),
      address: `${address}${1 + Math.floor(r() * 200)}号`,
      areaCode: area,
      createTime: fmt(created),
    });
  }
  return out;
}
