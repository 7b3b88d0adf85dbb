// Request signing cost: the compatible MD5 signer against HMAC-SHA256 on the same list request.
import { bench, describe } from 'vitest';
import { hmacSha256Sign, jeecgMd5Sign, type SignableRequest } from '@clinic/sdk/signing';

const request: SignableRequest = {
  method: 'GET',
  path: '/jeecg-boot/chronic/patient/list',
  query: {
    pageNo: '1',
    pageSize: '30',
    column: 'createTime',
    order: 'desc',
    'q.name': '*王*',
    superQueryParams: encodeURIComponent(
      JSON.stringify([{ field: 'sex', rule: 'eq', val: '1', type: 'dict' }]),
    ),
    _t: '1795336200',
  },
};
const body: SignableRequest = {
  method: 'POST',
  path: '/jeecg-boot/chronic/patient/add',
  query: {},
  bodyText: JSON.stringify({
    name: '张三',
    sex: '1',
    birthday: '1980-01-02',
    remark: '高血压随访'.repeat(50),
  }),
};

describe('signing a list request', () => {
  bench('jeecgMd5 (compatible)', () => {
    jeecgMd5Sign(request, 'secret');
  });
  bench('hmacSha256', async () => {
    await hmacSha256Sign(request, 'secret', '1795336200123', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });
});

describe('signing a 1 kB JSON body', () => {
  bench('jeecgMd5 (compatible)', () => {
    jeecgMd5Sign(body, 'secret');
  });
  bench('hmacSha256', async () => {
    await hmacSha256Sign(body, 'secret', '1795336200123', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });
});
