// /demo/form: every field type in one form, saved as a patient through the SDK and read back; plus the cron editor.
import { useMemo, useState } from 'react';
import {
  createEditableTableModel,
  demoFormServiceFromClient,
  userMessageOf,
  type SavedRecord,
} from '@clinic/hooks';
import { AreaLinkage } from '../area/area-linkage';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { SliderVerify, type SliderProof } from '../controls/slider-verify';
import { TemplateTextarea } from '../controls/template-textarea';
import { CronEditorModal } from '../cron/cron-editor-modal';
import { EditableTable } from '../editable-table/editable-table';
import { DEMO_FORM_FIELDS, MEDICATION_COLUMNS, toPatientBody } from './demo-form-fields';
import { FormRenderer } from '../form/form-renderer';
import { OtherPickersDemo } from './other-pickers-demo';
import { TreeTable } from '../dict/tree-table';

export function DemoFormPage() {
  const { client } = useClinic();
  const service = useMemo(() => demoFormServiceFromClient(client), [client]);
  const [saved, setSaved] = useState<SavedRecord | null>(null);
  // The slider's one-time server token (sliderToken), spent by sliderVerify when the form is saved.
  // Held as the request, so a save right after the slide waits for its token instead of refusing.
  const [sliderToken, setSliderToken] = useState<Promise<string | null> | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [cronOpen, setCronOpen] = useState(false);
  const [cron, setCron] = useState('');
  const [medications] = useState(() => createEditableTableModel({ columns: MEDICATION_COLUMNS }));
  const [note, setNote] = useState('患者{姓名}于{日期}复诊，血压{收缩压}/{舒张压}mmHg');

  const submit = async (values: Record<string, unknown>) => {
    const token = sliderToken ? await sliderToken : null;
    if (!token) {
      toast.warning('请先完成滑块验证');
      return;
    }
    if (!(await medications.validate())) {
      toast.warning('请完善用药记录');
      return;
    }
    const body = toPatientBody({ ...values, medications: medications.value() });
    try {
      // A token is good once: the next save needs a new slide.
      setSliderToken(null);
      setSliderKey((key) => key + 1);
      setSaved(await service.save(body, token));
      toast.success('保存成功');
    } catch (error) {
      toast.error(userMessageOf(error, error instanceof Error ? error.message : String(error)));
    }
  };

  const askToken = (proof: SliderProof) =>
    setSliderToken(
      service.issueSliderToken(proof).catch((error: unknown) => {
        toast.error(userMessageOf(error, '滑块验证失败'));
        setSliderKey((key) => key + 1);
        return null;
      }),
    );

  return (
    <div className="space-y-6 p-6">
      <section className="rounded bg-white p-6 shadow-sm">
        <h2 className="mb-4 text-base font-medium">表单示例（全部字段类型）</h2>
        <FormRenderer
          fields={DEMO_FORM_FIELDS}
          onSubmit={submit}
          submitText="保存"
          slots={{
            medications: (
              <EditableTable
                model={medications}
                columns={MEDICATION_COLUMNS}
                label="用药记录"
                dragSort
                statistics
              />
            ),
            area: (api) => (
              <AreaLinkage
                label="所在地区"
                value={String(api.value('areaCode') ?? '')}
                onChange={(code) => api.setValue('areaCode', code)}
              />
            ),
          }}
          beforeSubmit={
            <div className="grid grid-cols-[8rem_1fr] gap-3">
              <span className="pt-2 text-right text-sm text-slate-700">安全验证</span>
              <SliderVerify key={sliderKey} onSuccess={askToken} />
            </div>
          }
        />
      </section>
      {saved && (
        <section className="rounded bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-base font-medium">服务器读回的记录</h2>
          <pre data-testid="saved-record" className="overflow-auto rounded bg-slate-50 p-3 text-xs">
            {JSON.stringify(saved, null, 2)}
          </pre>
        </section>
      )}
      <section className="space-y-3 rounded bg-white p-6 shadow-sm">
        <h2 className="text-base font-medium">其他控件</h2>
        <div className="flex items-center gap-3">
          <Button onClick={() => setCronOpen(true)}>编辑Cron表达式</Button>
          <code data-testid="cron-value">{cron || '未设置'}</code>
        </div>
        <CronEditorModal open={cronOpen} onOpenChange={setCronOpen} value={cron} onOk={setCron} />
        <OtherPickersDemo />
        <TemplateTextarea label="随访模板" value={note} onChange={setNote} />
        <TreeTable
          label="部门树表"
          url="/sys/sysDepart/queryTreeList"
          columns={[
            { key: 'departName', title: '部门名称' },
            { key: 'orgCode', title: '机构编码' },
          ]}
        />
      </section>
    </div>
  );
}
