// 控件示例's save (/demo/form): the slider's one-time token, then the form saved as a patient and read back from the
// server, so the page shows what was stored rather than what was typed.
import type { ClinicClient } from '@clinic/sdk';

export type SavedRecord = Record<string, unknown>;

export interface DemoFormService {
  /** Exchanges a finished slide (offset, max) for the server's one-time token. */
  issueSliderToken(proof: { offset: number; max: number }): Promise<string>;
  /** Spends the token, adds the patient and reads the newest patient of that name back. */
  save(body: Record<string, unknown>, sliderToken: string): Promise<SavedRecord>;
}

export function demoFormServiceFromClient(client: Pick<ClinicClient, 'call'>): DemoFormService {
  return {
    async issueSliderToken(proof) {
      return (await client.call('sliderToken', { body: proof })).token;
    },
    async save(body, sliderToken) {
      await client.call('sliderVerify', { body: { token: sliderToken } });
      await client.call('patientAdd', { body: body as never });
      const page = await client.call('patientList', {
        query: { name: String(body.name), pageNo: 1, pageSize: 1, column: 'createTime', order: 'desc' },
      });
      const id = (page as { records?: { id?: string }[] }).records?.[0]?.id;
      if (!id) throw new Error('未找到刚保存的记录');
      return (await client.call('patientQueryById', { query: { id } })) as SavedRecord;
    },
  };
}
