import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Attributes a person reads or hears; class names, ids and test ids are not words. */
const readAttributes = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'hint', 'working', 'done']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Words written inline in a component's JSX (text, a string in braces, a read attribute), not from the catalogue. */
export function inlineWordsIn(file: string, source = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) found.push(node.text.trim());
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression) && ts.isJsxElement(node.parent))
      if (hasLetters(node.expression.text)) found.push(node.expression.text.trim());
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer))
      if (hasLetters(node.initializer.text)) found.push(node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}
