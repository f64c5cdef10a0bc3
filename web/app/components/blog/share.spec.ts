import { copyText, SHARE_MESSAGE_MS } from './share';

describe('copyText', () => {
  it('uses the clipboard API when it works', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const legacy = jest.fn();
    await expect(copyText('https://x/blog/a', { writeText }, legacy)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/blog/a');
    expect(legacy).not.toHaveBeenCalled();
  });

  it('falls back to the legacy copy when the clipboard API is missing or refuses', async () => {
    const legacy = jest.fn().mockReturnValue(true);
    await expect(copyText('u', undefined, legacy)).resolves.toBe('copied');
    const refusing = { writeText: jest.fn().mockRejectedValue(new Error('denied')) };
    await expect(copyText('u', refusing, legacy)).resolves.toBe('copied');
    expect(legacy).toHaveBeenCalledTimes(2);
  });

  it('reports failure instead of throwing', async () => {
    await expect(copyText('u', undefined, () => false)).resolves.toBe('failed');
    await expect(
      copyText('u', undefined, () => {
        throw new Error('no document');
      }),
    ).resolves.toBe('failed');
  });

  it('shows the message for 3 seconds', () => {
    expect(SHARE_MESSAGE_MS).toBe(3000);
  });
});
