import { apiDocsMode } from './api-docs';

describe('apiDocsMode', () => {
  it('is off in production and public elsewhere unless API_DOCS says', () => {
    expect(apiDocsMode({ NODE_ENV: 'production' })).toBe('off');
    expect(apiDocsMode({ NODE_ENV: 'development' })).toBe('public');
    expect(apiDocsMode({ NODE_ENV: 'test' })).toBe('public');
    expect(apiDocsMode({ NODE_ENV: 'production', API_DOCS: 'operators' })).toBe('operators');
    expect(apiDocsMode({ NODE_ENV: 'production', API_DOCS: 'public' })).toBe('public');
    expect(apiDocsMode({ NODE_ENV: 'development', API_DOCS: 'off' })).toBe('off');
  });
});
