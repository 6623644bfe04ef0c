import { AdminCouponListQuerySchema, AdminSubmissionListQuerySchema } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { parseListQuery } from './list-query';

describe('a back-office list read from its address', () => {
  it('keeps the filters the API accepts, as the API reads them', () => {
    expect(
      parseListQuery(AdminCouponListQuerySchema, { search: 'spring', status: 'paused', page: '3' }),
    ).toEqual({ search: 'spring', status: 'paused', page: 3, limit: 25 });
  });

  it('drops only the filter the API would refuse, and empty ones', () => {
    expect(
      parseListQuery(AdminCouponListQuerySchema, { status: 'gone', page: 'abc', search: '' }),
    ).toEqual({ page: 1, limit: 25 });
    expect(parseListQuery(AdminCouponListQuerySchema, { status: 'active', page: '0' })).toEqual({
      status: 'active',
      page: 1,
      limit: 25,
    });
  });

  it('reads the first of repeated parameters and upper-cases a partner code as the API does', () => {
    expect(
      parseListQuery(AdminSubmissionListQuerySchema, { partnerCode: ['demoair', 'OTHER'] }),
    ).toEqual({ partnerCode: 'DEMOAIR', page: 1, limit: 25 });
  });
});
