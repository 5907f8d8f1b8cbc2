import { randomInt } from 'node:crypto';

// The integration point with the state billing system (Sistem Billing DJP / MPN). A licensed
// PJAP's API (or DJP's host-to-host channel) implements TaxBillingProvider; this reference server
// ships only the sandbox below, on when the server runs with SANDBOX (as the sandbox bank for
// virtual accounts, server/services/billing). No real kode billing is made and no money moves.

/** What a kode billing is for: the taxpayer, the account (KAP) and deposit type (KJS), the masa. */
export interface BillingRequest {
  npwp: string;
  kap: string;
  kjs: string;
  masa: number;
  tahun: number;
  amount: number;
}

export interface BillingCode {
  /** 15 digits (formats.md §10) */
  billingCode: string;
  expiresAt: Date;
}

export interface BillingPayment {
  /** Nomor Transaksi Penerimaan Negara: 16 letters and digits (formats.md §10) */
  ntpn: string;
  paidAt: Date;
}

export interface TaxBillingProvider {
  /** stored with each deposit ('sandbox', or the PJAP's name) */
  readonly name: string;
  /** true when nothing is real: the portal says so next to every code and NTPN */
  readonly simulation: boolean;
  /** asks the billing system for a kode billing */
  createBilling(request: BillingRequest, now: Date): Promise<BillingCode>;
  /**
   * Pays a kode billing. Only the sandbox pays: a real code is paid at a bank or post office
   * (teller, ATM, internet banking), and the provider reports the NTPN back.
   */
  pay?(billingCode: string, amount: number, now: Date): Promise<BillingPayment>;
}

/** A kode billing stays valid this long (e-Billing practice: 7 days [M], not re-checked). */
export const BILLING_VALIDITY_MS = 7 * 24 * 3600_000;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const NTPN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The sandbox: codes start with 9 (no real kode billing series is assumed), NTPNs are random
 * 16-character strings. The unique indexes on both columns catch the (improbable) repeat.
 */
export const sandboxTaxBilling: TaxBillingProvider = {
  name: 'sandbox',
  simulation: true,
  async createBilling(_request, now) {
    return { billingCode: `9${digits(14)}`, expiresAt: new Date(now.getTime() + BILLING_VALIDITY_MS) };
  },
  async pay(_billingCode, _amount, now) {
    const ntpn = Array.from({ length: 16 }, () => NTPN_ALPHABET[randomInt(NTPN_ALPHABET.length)]).join('');
    return { ntpn, paidAt: now };
  },
};

/** The provider the server uses: the sandbox when SANDBOX is on, else none (deposits answer 503). */
export function taxBillingProvider(config: { sandbox: boolean }): TaxBillingProvider | null {
  return config.sandbox ? sandboxTaxBilling : null;
}
