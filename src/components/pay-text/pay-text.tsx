import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';
import { textLanguage } from '@/lib/bidi';
import './pay-text.css';

/**
 * Where an amount may go onto a new line, at large text on a phone: between the number and the
 * currency ("SEK" | "45,000–54,500"), where Intl puts a no-break space, and never inside the
 * number or at a range's dash ("45 000–" | "54 500 kr"), which word joiners hold together.
 */
function breakableAtCurrency(amount: string): string {
  return amount
    .replace(/(?<=\D)[\u00a0\u202f]|[\u00a0\u202f](?=\D)/g, ' ')
    .replace(/(?<=\d)[–-](?=\d)/g, '\u2060$&\u2060');
}

/**
 * The shape this text shows: the main API's job `pay` (a range, one amount in an ISO 4217
 * currency per hour, month or year, or a collective agreement by name). Shared UI takes the shape
 * it draws, not the API's module; the callers' types keep the two in step.
 */
type StatedPay =
  | { kind: 'range'; min: number; max: number; currency: string; period: PayPeriod }
  | { kind: 'amount'; amount: number; currency: string; period: PayPeriod }
  | { kind: 'agreement'; agreement: string };
type PayPeriod = 'hour' | 'month' | 'year';

interface PayTextProps {
  pay: StatedPay;
  /** The ad's language: a collective agreement's name is the employer's words. */
  lang?: string;
}

/**
 * What the job pays, as its ad states it, in the visitor's language and number format and the
 * job's currency ("38 000–45 000 kr per månad"), or the collective agreement that sets it.
 */
export function PayText({ pay, lang }: PayTextProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (pay.kind === 'agreement')
    return (
      <span className="pay">
        {t('jobs.pay.agreement')} <span {...textLanguage(lang)}>{pay.agreement}</span>
      </span>
    );
  const amounts = pay.kind === 'range' ? [pay.min, pay.max] : [pay.amount];
  // Whole kronor are written without decimals; an hourly rate with öre keeps them.
  const decimals = amounts.every(Number.isInteger) ? 0 : 2;
  const money: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: pay.currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  };
  const [low, high = low] = amounts as [number, number?];
  const amount = breakableAtCurrency(
    low === high ? format.number(low, money) : format.numberRange(low, high, money),
  );
  return <span className="pay">{t(`jobs.pay.per.${pay.period}`, { amount })}</span>;
}
