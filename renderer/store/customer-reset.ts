/**
 * K4: a slice's own answer to "Next customer" and the idle wipe: fresh values for every field of the slice that
 * can hold customer data. The store gathers these from its slices, so it never needs to know their fields.
 */
export type CustomerReset<Slice> = () => Partial<Slice>;
