import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './helper.ts';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with what failed when the database does not answer', async () => {
    const failing = vi.spyOn(ctx.app.database.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'error', message: 'the database does not answer' });
    } finally {
      failing.mockRestore();
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI description', async () => {
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toContain('/api/health');
  });
});
