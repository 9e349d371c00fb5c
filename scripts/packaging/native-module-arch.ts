// Which CPU a compiled Node module (a `.node` file) was built for, read from its header: an ELF (Linux), Mach-O
// (macOS, thin or universal) or PE (Windows) file. The packaging check uses it because a macOS x64 build is made on
// an arm64 machine, where a keytar built for the wrong CPU would package without complaint and fail on the kiosk.

/** electron-builder's arch names (builder-util's `Arch`). */
export type CpuArch = 'ia32' | 'x64' | 'armv7l' | 'arm64';

const elfMachines: Record<number, CpuArch> = { 0x03: 'ia32', 0x3e: 'x64', 0x28: 'armv7l', 0xb7: 'arm64' };
const machOCpuTypes: Record<number, CpuArch> = { 0x07: 'ia32', 0x01000007: 'x64', 0x0c: 'armv7l', 0x0100000c: 'arm64' };
const peMachines: Record<number, CpuArch> = { 0x014c: 'ia32', 0x8664: 'x64', 0x01c4: 'armv7l', 0xaa64: 'arm64' };

/** The CPUs the binary holds code for (two or more for a macOS universal file); empty when the header is not one of the three. */
export function nativeModuleArchs(header: Buffer): CpuArch[] {
  const known = (arch: CpuArch | undefined): CpuArch[] => (arch === undefined ? [] : [arch]);
  if (header.length >= 20 && header.readUInt32BE(0) === 0x7f454c46) {
    // ELF: e_ident[EI_DATA] (byte 5) says the byte order of e_machine at offset 18.
    return known(elfMachines[header[5] === 2 ? header.readUInt16BE(18) : header.readUInt16LE(18)]);
  }
  if (header.length >= 8 && (header.readUInt32LE(0) === 0xfeedfacf || header.readUInt32LE(0) === 0xfeedface)) {
    return known(machOCpuTypes[header.readUInt32LE(4)]);
  }
  if (header.length >= 8 && header.readUInt32BE(0) === 0xcafebabe) {
    // A universal (fat) Mach-O file: big-endian count, then 20 bytes per slice starting with its cputype.
    const count = header.readUInt32BE(4);
    const archs: CpuArch[] = [];
    for (let i = 0; i < count && 8 + i * 20 + 4 <= header.length; i++) archs.push(...known(machOCpuTypes[header.readUInt32BE(8 + i * 20)]));
    return archs;
  }
  if (header.length >= 0x40 && header.toString('latin1', 0, 2) === 'MZ') {
    const pe = header.readUInt32LE(0x3c);
    if (pe + 6 <= header.length && header.readUInt32BE(pe) === 0x50450000) return known(peMachines[header.readUInt16LE(pe + 4)]);
  }
  return [];
}
