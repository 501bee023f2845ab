import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { commerceCustomerProfiles, customers } from '../../db/schema.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { findCustomer } from '../identity/customers.ts';
import { addressInput, toApiAddress } from './addresses.ts';
import { customerResponse, loadProfile } from './customers.ts';
import { requireCustomer, shopperScope } from './shopper.ts';
import type { StoredAddress } from '../../db/schema-commerce-documents.ts';

/** Most saved addresses a customer may have. */
export const MAX_CUSTOMER_ADDRESSES = 50;

const optionalName = z
  .string()
  .trim()
  .max(100, { error: 'must be at most 100 characters' })
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

const addressEntry = addressInput.extend({
  id: z.string().trim().min(1).optional(),
  isDefaultBillingAddress: z.boolean().optional(),
  isDefaultShippingAddress: z.boolean().optional(),
});

const patchBody = z
  .strictObject({
    version: z
      .number({ error: 'must be the customer version (a whole number)' })
      .int({ error: 'must be the customer version (a whole number)' })
      .min(1, { error: 'must be the customer version (a whole number)' }),
    firstName: optionalName,
    lastName: optionalName,
    title: optionalName,
    companyName: optionalName,
    isAddressIdentical: z.boolean().optional(),
    addresses: z.array(addressEntry).max(MAX_CUSTOMER_ADDRESSES).optional(),
    defaultBillingAddressId: z.string().min(1).nullable().optional(),
    defaultShippingAddressId: z.string().min(1).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const flagged = (key: 'isDefaultBillingAddress' | 'isDefaultShippingAddress') =>
      (body.addresses ?? []).filter((address) => address[key]).length;
    for (const [flag, field] of [
      ['isDefaultBillingAddress', 'defaultBillingAddressId'],
      ['isDefaultShippingAddress', 'defaultShippingAddressId'],
    ] as const) {
      if (flagged(flag) > 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['addresses'],
          message: `only one address may set ${flag}`,
        });
      }
      if (flagged(flag) > 0 && body[field] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `give either ${field} or ${flag}, not both`,
        });
      }
    }
  });

function validationError(path: string, message: string): SandboxHttpError {
  return new SandboxHttpError(400, 'ValidationError', `${path}: ${message}`, {
    errors: [{ path, message }],
  });
}

/**
 * The customer routes of the ecommerce service: `GET` and `PATCH
 * /tenants/{tenant}/storefronts/{storefront}/customers/{customerId}` with the customer's own
 * access token.
 *
 * @example
 * ```ts
 * app.route('/ecommerce', createCustomerRoutes(context));
 * ```
 */
export function createCustomerRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  const customerOf = async (c: Context) => {
    const { shopper } = await shopperScope(context, c);
    return requireCustomer(shopper, c.req.param('customerId') ?? '');
  };

  const base = '/tenants/:tenant/storefronts/:storefront/customers/:customerId';

  return new Hono<SandboxEnv>()
    .get(base, async (c) => {
      const customer = await customerOf(c);
      return c.json(customerResponse(customer, await loadProfile(context, customer.id)));
    })

    .patch(base, async (c) => {
      const customer = await customerOf(c);
      const body = await parseJsonBody(c, patchBody);
      const profile = await loadProfile(context, customer.id);
      if (profile.version !== body.version) {
        throw new SandboxHttpError(
          409,
          'ConcurrentModification',
          `Customer ${customer.id} is at version ${profile.version}, not ${body.version}. Read the customer again and retry.`,
          { customerId: customer.id, currentVersion: profile.version },
        );
      }

      let addresses: StoredAddress[] = profile.addresses;
      let defaultBilling = profile.defaultBillingAddressId;
      let defaultShipping = profile.defaultShippingAddressId;
      if (body.addresses) {
        const known = new Set(profile.addresses.map((address) => address.id));
        const seen = new Set<string>();
        addresses = body.addresses.map((entry, index) => {
          const { id, isDefaultBillingAddress, isDefaultShippingAddress, ...fields } = entry;
          if (id !== undefined && (!known.has(id) || seen.has(id))) {
            throw validationError(
              `addresses.${index}.id`,
              `is not an address of this customer (leave it out for a new address)`,
            );
          }
          const addressId = id ?? `addr_${nanoid(12)}`;
          seen.add(addressId);
          if (isDefaultBillingAddress) defaultBilling = addressId;
          if (isDefaultShippingAddress) defaultShipping = addressId;
          return { id: addressId, ...toApiAddress(fields) };
        });
        const ids = new Set(addresses.map((address) => address.id));
        if (defaultBilling !== null && !ids.has(defaultBilling)) defaultBilling = null;
        if (defaultShipping !== null && !ids.has(defaultShipping)) defaultShipping = null;
      }
      const ids = new Set(addresses.map((address) => address.id));
      for (const [field, value] of [
        ['defaultBillingAddressId', body.defaultBillingAddressId],
        ['defaultShippingAddressId', body.defaultShippingAddressId],
      ] as const) {
        if (value !== undefined && value !== null && !ids.has(value)) {
          throw validationError(field, 'is not an address of this customer');
        }
      }
      if (body.defaultBillingAddressId !== undefined) defaultBilling = body.defaultBillingAddressId;
      if (body.defaultShippingAddressId !== undefined) {
        defaultShipping = body.defaultShippingAddressId;
      }

      const names: Partial<typeof customers.$inferInsert> = {};
      if (body.firstName !== undefined) names.firstName = body.firstName;
      if (body.lastName !== undefined) names.lastName = body.lastName;
      if (body.title !== undefined) names.title = body.title;
      if (body.companyName !== undefined) names.company = body.companyName;

      const updated = await db.orm.transaction(async (tx) => {
        const [row] = await tx
          .update(commerceCustomerProfiles)
          .set({
            version: profile.version + 1,
            addresses,
            defaultBillingAddressId: defaultBilling,
            defaultShippingAddressId: defaultShipping,
            isAddressIdentical: body.isAddressIdentical ?? profile.isAddressIdentical,
            updatedAt: clock.now(),
          })
          .where(
            and(
              eq(commerceCustomerProfiles.customerId, customer.id),
              eq(commerceCustomerProfiles.version, profile.version),
            ),
          )
          .returning();
        if (row && Object.keys(names).length > 0) {
          await tx.update(customers).set(names).where(eq(customers.id, customer.id));
        }
        return row;
      });
      if (!updated) {
        const current = await loadProfile(context, customer.id);
        throw new SandboxHttpError(
          409,
          'ConcurrentModification',
          `Customer ${customer.id} is at version ${current.version}, not ${body.version}. Read the customer again and retry.`,
          { customerId: customer.id, currentVersion: current.version },
        );
      }
      const fresh = (await findCustomer(db, customer.tenant, customer.id)) ?? customer;
      return c.json(customerResponse(fresh, updated));
    });
}
