// upload / file / image: a plain file input uploading through the SDK (/sys/common/upload); the value is the stored path list.
import { useState } from 'react';
import { useClinic } from '../../app/clinic-context';

export interface UploadFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  image?: boolean;
  id?: string;
  invalid?: boolean;
}

export function UploadField({ value, onChange, label, image = false, id, invalid }: UploadFieldProps) {
  const { client } = useClinic();
  const [status, setStatus] = useState<{ kind: 'idle' | 'uploading' | 'error'; text?: string }>({
    kind: 'idle',
  });
  const paths = value ? value.split(',') : [];
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = [...files];
    if (image && picked.some((f) => !f.type.startsWith('image/'))) {
      setStatus({ kind: 'error', text: '请上传图片' });
      return;
    }
    setStatus({ kind: 'uploading' });
    try {
      const stored: string[] = [];
      for (const file of picked) {
        const body = new FormData();
        body.append('file', file);
        body.append('isup', '1');
        stored.push(String(await client.call('commonUpload', { body })));
      }
      onChange([...paths, ...stored].join(','));
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: `文件上传失败: ${error instanceof Error ? error.message : '未知错误'}`,
      });
    }
  };
  return (
    <div>
      <input
        id={id}
        type="file"
        aria-label={label}
        aria-invalid={invalid || undefined}
        accept={image ? 'image/*' : undefined}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
        className="block text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
      />
      {status.kind === 'uploading' && <p className="text-xs text-slate-500">上传中...</p>}
      {status.kind === 'error' && <p className="text-xs text-red-600">{status.text}</p>}
      <ul className="mt-1 space-y-0.5 text-xs">
        {paths.map((path) => (
          <li key={path} className="flex items-center gap-2">
            <span>{path.split('/').pop()}</span>
            <button
              type="button"
              className="text-red-600"
              aria-label={`删除 ${path}`}
              onClick={() => onChange(paths.filter((p) => p !== path).join(','))}
            >
              删除
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
