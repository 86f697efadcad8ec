// MathML → TeX: the annotation or alttext when the page has one, else a best-effort linearisation.

/** TeX for a `<math>` element. */
export function mathmlToTex(math: Element): string {
  const annotations = math.getElementsByTagName('annotation');
  for (let i = 0; i < annotations.length; i++) {
    const a = annotations[i];
    if (/tex/i.test(a.getAttribute('encoding') ?? '')) return a.textContent ?? '';
  }
  const alt = math.getAttribute('alttext');
  if (alt) return alt;
  return linearise(math).replace(/\s+/g, ' ').trim();
}

const OPERATORS: Record<string, string> = {
  '×': '\\times ', '÷': '\\div ', '±': '\\pm ', '≤': '\\le ', '≥': '\\ge ', '≠': '\\ne ', '∞': '\\infty ',
  '∑': '\\sum ', '∏': '\\prod ', '∫': '\\int ', '→': '\\to ', '⋅': '\\cdot ', '−': '-', '∈': '\\in ',
  'π': '\\pi ', 'α': '\\alpha ', 'β': '\\beta ', 'θ': '\\theta ', 'λ': '\\lambda ', 'μ': '\\mu ', 'σ': '\\sigma ',
};

function linearise(el: Element): string {
  const kids = Array.from(el.children);
  const at = (i: number) => (kids[i] ? linearise(kids[i]) : '');
  switch (el.localName) {
    case 'mi':
    case 'mn':
    case 'mo': {
      const t = (el.textContent ?? '').trim();
      return OPERATORS[t] ?? t;
    }
    case 'mtext':
      return '\\text{' + (el.textContent ?? '').trim() + '}';
    case 'mfrac':
      return '\\frac{' + at(0) + '}{' + at(1) + '}';
    case 'msqrt':
      return '\\sqrt{' + kids.map(linearise).join('') + '}';
    case 'mroot':
      return '\\sqrt[' + at(1) + ']{' + at(0) + '}';
    case 'msup':
      return at(0) + '^{' + at(1) + '}';
    case 'msub':
      return at(0) + '_{' + at(1) + '}';
    case 'msubsup':
      return at(0) + '_{' + at(1) + '}^{' + at(2) + '}';
    case 'munderover':
      return at(0) + '_{' + at(1) + '}^{' + at(2) + '}';
    case 'annotation':
    case 'annotation-xml':
      return '';
    default:
      return kids.length ? kids.map(linearise).join('') : (el.textContent ?? '').trim();
  }
}
