// TeX as pages store it, made plain: without the delimiters some sources keep (`$…$`, `\(…\)`,
// `\[…\]`) and without Wikipedia's `{\displaystyle …}` wrapper (the block form already says display).

const DELIMITED = /^(?:\$\$([\s\S]*)\$\$|\$([\s\S]*)\$|\\\(([\s\S]*)\\\)|\\\[([\s\S]*)\\\])$/;
const STYLE_WRAPPER = /^\{\\(?:displaystyle|textstyle)\s*([\s\S]*)\}$/;

export function cleanTex(tex: string): string {
  let out = tex.trim();
  const delimited = DELIMITED.exec(out);
  if (delimited) out = (delimited[1] ?? delimited[2] ?? delimited[3] ?? delimited[4]).trim();
  const wrapped = STYLE_WRAPPER.exec(out);
  if (wrapped && balanced(wrapped[1])) out = wrapped[1].trim();
  return out;
}

/** Braces balance, so the outer pair really wraps the whole formula (`{\displaystyle a}{b}` does not). */
function balanced(tex: string): boolean {
  let depth = 0;
  for (let i = 0; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}
