describe('the chat URL’s parts', () => {
  it('a part that is "." or ".." is refused: it would move the URL to another path', () => {
    for (const parts of [
      { chatBaseUrl: 'https://chat.example.com', accountName: '..', agentId: 'agent-1' },
      { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', agentId: '.' },
      { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: 0 },
    ]) {
      const error = expectApiError(() => createChatClient({ url: parts, auth: { token: TOKEN } }), 'INVALID_OPTIONS');
      expect(error.message).toMatch(/^url\.(accountName|agentId|deploymentId): expected/);
    }
    const deployment = createChatClient({ url: { chatBaseUrl: 'https://chat.example.com', accountName: 'acme', deploymentId: 7 }, auth: { token: TOKEN } });
    expect(deployment).toBeDefined();
  });
});
