// 系统设置 drawer (shell-spec 2.11, 4.6): every layout option, persisted by the settings model; width 300.
import { useState, type ReactNode } from 'react';
import { SETTINGS_DRAWER_WIDTH, applyThemeColor, useModelState, type LayoutSettings } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Drawer } from '../../ui/drawer';
import { dismissToast, toast } from '../../ui/toast';
import { applyPrimaryColor } from './apply-primary-color';

const COLORS = ['#1890FF', '#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#2F54EB', '#722ED1'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between py-2.5 text-sm text-slate-700">
      <span>{label}</span>
      {children}
    </div>
  );
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Row label={label}>
      <button
        type="button"
        role="switch"
        aria-label={label}
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-5 w-9 rounded-full transition-colors disabled:opacity-40 ${checked ? 'bg-primary-strong' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${checked ? 'left-[18px]' : 'left-0.5'}`}
        />
      </button>
    </Row>
  );
}

function Choice<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: { value: V; label: string; disabled?: boolean }[];
  onChange: (v: V) => void;
}) {
  return (
    <Row label={label}>
      <div
        role="radiogroup"
        aria-label={label}
        className="flex overflow-hidden rounded border border-slate-300"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            disabled={option.disabled}
            onClick={() => onChange(option.value)}
            className={`px-2.5 py-1 text-xs disabled:cursor-not-allowed disabled:opacity-40 ${
              value === option.value
                ? 'bg-primary-strong text-white'
                : 'bg-white text-slate-600 hover:text-primary'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
    </Row>
  );
}

export function SettingsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { settings } = useShell();
  const values = useModelState(settings);
  const [compiling, setCompiling] = useState(false);
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => settings.set(key, value);

  const pickColor = async (color: string) => {
    setCompiling(true);
    await applyThemeColor(settings, color, applyPrimaryColor, {
      loading: (text) => {
        const id = toast.info(text, 60_000);
        return () => dismissToast(id);
      },
      error: (text) => void toast.error(text),
    });
    setCompiling(false);
  };

  return (
    <Drawer open={open} onOpenChange={onOpenChange} width={SETTINGS_DRAWER_WIDTH} title="系统设置">
      <div className="divide-y divide-slate-100 px-5 pb-6">
        <section className="py-2">
          <h3 className="py-2 text-sm font-medium text-slate-900">整体风格设置</h3>
          <Choice
            label="菜单风格"
            value={values.theme}
            onChange={(v) => set('theme', v)}
            options={[
              { value: 'dark', label: '暗色' },
              { value: 'light', label: '亮色' },
            ]}
          />
        </section>
        <section className="py-2">
          <h3 className="py-2 text-sm font-medium text-slate-900">主题色</h3>
          <div role="radiogroup" aria-label="主题色" className="flex flex-wrap gap-2 py-1">
            {COLORS.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-label={color}
                aria-checked={values.primaryColor.toUpperCase() === color}
                disabled={compiling}
                onClick={() => void pickColor(color)}
                style={{ background: color }}
                className="flex h-5 w-5 items-center justify-center rounded text-[10px] text-white"
              >
                {values.primaryColor.toUpperCase() === color ? '✓' : ''}
              </button>
            ))}
          </div>
        </section>
        <section className="py-2">
          <h3 className="py-2 text-sm font-medium text-slate-900">导航设置</h3>
          <Choice
            label="导航模式"
            value={values.layout}
            onChange={(v) => set('layout', v)}
            options={[
              { value: 'side', label: '侧边栏' },
              { value: 'top', label: '顶部栏' },
            ]}
          />
          <Choice
            label="内容区域宽度"
            value={values.contentWidth}
            onChange={(v) => set('contentWidth', v)}
            options={[
              { value: 'fixed', label: '固定' },
              { value: 'fluid', label: '流式', disabled: values.layout !== 'top' },
            ]}
          />
          <Toggle label="固定 Header" checked={values.fixedHeader} onChange={(v) => set('fixedHeader', v)} />
          <Toggle
            label="下滑时隐藏 Header"
            checked={values.autoHideHeader}
            disabled={!values.fixedHeader}
            onChange={(v) => set('autoHideHeader', v)}
          />
          <Toggle
            label="固定侧边菜单"
            checked={values.fixedSidebar}
            disabled={values.layout !== 'side'}
            onChange={(v) => set('fixedSidebar', v)}
          />
        </section>
        <section className="py-2">
          <h3 className="py-2 text-sm font-medium text-slate-900">其他设置</h3>
          <Toggle label="色弱模式" checked={values.colorWeak} onChange={(v) => set('colorWeak', v)} />
          <Toggle label="多页签模式" checked={values.multiPage} onChange={(v) => set('multiPage', v)} />
        </section>
      </div>
    </Drawer>
  );
}
