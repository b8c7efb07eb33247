import {
  capabilities,
  packageTypes,
  requiredPackage,
  type Capability,
  type PackageType,
} from '@rasad/contracts/entitlements.ts';
import { z } from 'zod';

/** A part of an answer left out or cut short for the caller's package, and the cheapest package that shows it. */
export const capabilityGateSchema = z
  .object({
    capability: z.enum(capabilities as [Capability, ...Capability[]]),
    requiredPackage: z.enum(packageTypes),
  })
  .describe('Something the caller’s package leaves out; upgrade hints name `requiredPackage`');

export type CapabilityGate = z.infer<typeof capabilityGateSchema>;

/** The gate of a capability the caller lacks (or lacks `need` of); null when no package has that much. */
export function capabilityGate(capability: Capability, need = 1): CapabilityGate | null {
  const required: PackageType | null = requiredPackage(capability, need);
  return required === null ? null : { capability, requiredPackage: required };
}

/** The gates that some package opens, in order. */
export function openableGates(gates: (CapabilityGate | null | false)[]): CapabilityGate[] {
  return gates.filter((gate): gate is CapabilityGate => gate !== null && gate !== false);
}
