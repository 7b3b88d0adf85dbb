// Previews of stored files: an http(s) address is used as it is, a stored path is read through the SDK under the static domain.
import { describe, expect, it, vi } from 'vitest';
import { createClient, memoryTokenStore } from '@clinic/sdk';
import { loadFilePreview } from './stored-file.js';

function clientWith(download: ReturnType<typeof vi.fn>) {
  const client = createClient({
    baseUrl: '/jeecg-boot',
    staticDomain: '/jeecg-boot/sys/common/static',
    tokenStore: memoryTokenStore('t'),
  });
  return { fileUrl: client.fileUrl, download } as unknown as Parameters<typeof loadFilePreview>[0];
}

describe('loadFilePreview', () => {
  it('uses an http(s) address as it is, without a download', async () => {
    const download = vi.fn();
    const preview = await loadFilePreview(clientWith(download), 'https://files.example/a.png');
    expect(preview.src).toBe('https://files.example/a.png');
    expect(download).not.toHaveBeenCalled();
  });

  it('reads a stored path under the static domain through the SDK', async () => {
    const download = vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'a.png' }));
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const preview = await loadFilePreview(clientWith(download), 'temp/a.png');
    expect(download).toHaveBeenCalledWith('/jeecg-boot/sys/common/static/temp/a.png');
    expect(preview.src).toBe('blob:preview');
    preview.release();
    expect(revoke).toHaveBeenCalledWith('blob:preview');
    create.mockRestore();
    revoke.mockRestore();
  });
});
