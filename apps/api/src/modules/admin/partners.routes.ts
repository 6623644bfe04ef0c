import {
  AdminPartnerListResponseSchema,
  AdminPartnerParamsSchema,
  AdminPartnerResponseSchema,
  AdminSubmissionCsvQuerySchema,
  AdminSubmissionListQuerySchema,
  AdminSubmissionListResponseSchema,
  CreatePartnerBodySchema,
  PartnerBodySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnersService } from './partners.service';
import { adminErrors, CsvSchema, sendCsv, tags } from './route-parts';
import type { SubmissionsService } from './submissions.service';

/** Partners and the forms their travellers sent. */
export const adminPartnersRoutes: FastifyPluginAsyncZod<{
  partners: PartnersService;
  submissions: SubmissionsService;
}> = async (app, { partners, submissions }) => {
  app.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Partners with their form, free plan and number of submissions',
        response: { 200: AdminPartnerListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ data: { partners: await partners.list() } }),
  );

  app.post(
    '/partners',
    {
      schema: {
        tags,
        summary:
          'Create a partner: its destination must be a country that sells a plan with its data amount; 409 PARTNER_CODE_TAKEN (accepts Idempotency-Key)',
        body: CreatePartnerBodySchema,
        response: { 200: AdminPartnerResponseSchema, ...adminErrors },
      },
      config: { idempotent: true },
    },
    async (request) => ({
      data: { partner: await partners.create(request.admin, request.body) },
    }),
  );

  app.put(
    '/partners/:partnerCode',
    {
      schema: {
        tags,
        summary: 'Replace a partner’s name, logo, data amount, destination, form and activity',
        params: AdminPartnerParamsSchema,
        body: PartnerBodySchema,
        response: { 200: AdminPartnerResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      data: {
        partner: await partners.update(request.admin, request.params.partnerCode, request.body),
      },
    }),
  );

  app.get(
    '/submissions',
    {
      schema: {
        tags,
        summary: 'Partner form submissions, newest first',
        querystring: AdminSubmissionListQuerySchema,
        response: { 200: AdminSubmissionListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await submissions.list(request.query) }),
  );

  app.get(
    '/submissions.csv',
    {
      schema: {
        tags,
        summary:
          'Submissions as a CSV download: identity columns, then one column per form field id (cells a spreadsheet would run as formulas start with an apostrophe)',
        querystring: AdminSubmissionCsvQuerySchema,
        response: { 200: CsvSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { partnerCode } = request.query;
      const name = partnerCode ? `submissions-${partnerCode}.csv` : 'submissions.csv';
      return sendCsv(reply, name, await submissions.csv(partnerCode));
    },
  );
};
