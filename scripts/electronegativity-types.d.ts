// The part of @doyensec/electronegativity's programmatic API that scripts/electronegativity.ts uses (it ships no types).
declare module '@doyensec/electronegativity' {
  interface Issue {
    id: string;
    file: string;
    location: { line: number; column: number };
    description: string;
  }
  interface Options {
    input: string;
    isRelative?: boolean;
    excludeFromScan?: string[];
  }
  export default function run(options: Options): Promise<{
    globalChecks: number;
    atomicChecks: number;
    errors: { file: string; message: string }[];
    issues: Issue[];
  }>;
}
