import { expect, test } from 'vitest';
import type { Job } from '@/api/contract/jobs';
import { job } from '@/testing/jobs';
import { jobPostingData } from './job-posting';

const posting = (pay: Job['pay']) =>
  jobPostingData(job({ pay }), {
    origin: 'https://jobs.example.com',
    descriptionHtml: '',
    logo: null,
  });

test('the pay is baseSalary: a MonetaryAmount whose QuantitativeValue says per what', () => {
  expect(
    posting({ kind: 'range', min: 38000, max: 45000, currency: 'SEK', period: 'month' }).baseSalary,
  ).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'SEK',
    value: { '@type': 'QuantitativeValue', minValue: 38000, maxValue: 45000, unitText: 'MONTH' },
  });
  expect(
    posting({ kind: 'amount', amount: 210, currency: 'NOK', period: 'hour' }).baseSalary,
  ).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'NOK',
    value: { '@type': 'QuantitativeValue', value: 210, unitText: 'HOUR' },
  });
  expect(
    posting({ kind: 'range', min: 600000, max: 700000, currency: 'NOK', period: 'year' }),
  ).toHaveProperty('baseSalary.value.unitText', 'YEAR');
});

test('a collective agreement, no pay or pay left out: no baseSalary, which has no figure to give', () => {
  expect(posting({ kind: 'agreement', agreement: 'Byggavtalet' })).not.toHaveProperty('baseSalary');
  expect(posting(null)).not.toHaveProperty('baseSalary');
  expect(posting(undefined)).not.toHaveProperty('baseSalary');
});
