import { http, HttpResponse } from 'msw';
import { startMockServer } from '@jobpoint/test-utils';
import { downloadFile } from './download-file';

const server = startMockServer(
  http.get('http://files.test/merkblatt.pdf', () => new HttpResponse('PDF', { headers: { 'Content-Type': 'application/pdf' } })),
);

describe('downloadFile', () => {
  const createObjectURL = jest.fn(() => 'blob:merkblatt');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('saves the fetched file under the given name', async () => {
    jest.useFakeTimers();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await downloadFile('http://files.test/merkblatt.pdf', 'Merkblatt.pdf');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Merkblatt.pdf');
    expect(clicked[0].href).toBe('blob:merkblatt');
    expect(clicked[0].isConnected).toBe(false);
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:merkblatt');
    jest.useRealTimers();
  });

  it('fails when the file cannot be fetched', async () => {
    server.use(http.get('http://files.test/merkblatt.pdf', () => new HttpResponse(null, { status: 404 })));
    await expect(downloadFile('http://files.test/merkblatt.pdf', 'Merkblatt.pdf')).rejects.toThrow('404');
  });
});
