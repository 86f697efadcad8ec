// Unicode math characters as TeX commands (MathML carries the characters, TeX wants the commands).
// A command ends with a space so the next letter cannot run into it (`\pi r`, not `\pir`).
const COMMANDS: Array<[string, string]> = [
  // Greek
  ['α', 'alpha'], ['β', 'beta'], ['γ', 'gamma'], ['δ', 'delta'], ['ε', 'varepsilon'], ['ϵ', 'epsilon'], ['ζ', 'zeta'],
  ['η', 'eta'], ['θ', 'theta'], ['ϑ', 'vartheta'], ['ι', 'iota'], ['κ', 'kappa'], ['λ', 'lambda'], ['μ', 'mu'], ['ν', 'nu'],
  ['ξ', 'xi'], ['π', 'pi'], ['ϖ', 'varpi'], ['ρ', 'rho'], ['ϱ', 'varrho'], ['σ', 'sigma'], ['ς', 'varsigma'], ['τ', 'tau'],
  ['υ', 'upsilon'], ['φ', 'varphi'], ['ϕ', 'phi'], ['χ', 'chi'], ['ψ', 'psi'], ['ω', 'omega'], ['Γ', 'Gamma'], ['Δ', 'Delta'],
  ['Θ', 'Theta'], ['Λ', 'Lambda'], ['Ξ', 'Xi'], ['Π', 'Pi'], ['Σ', 'Sigma'], ['Υ', 'Upsilon'], ['Φ', 'Phi'], ['Ψ', 'Psi'], ['Ω', 'Omega'],
  // Operators and relations
  ['×', 'times'], ['÷', 'div'], ['±', 'pm'], ['∓', 'mp'], ['⋅', 'cdot'], ['·', 'cdot'], ['∗', 'ast'], ['∘', 'circ'], ['•', 'bullet'],
  ['≤', 'le'], ['≥', 'ge'], ['≠', 'ne'], ['≈', 'approx'], ['∼', 'sim'], ['≃', 'simeq'], ['≅', 'cong'], ['≡', 'equiv'], ['∝', 'propto'],
  ['≪', 'll'], ['≫', 'gg'], ['∈', 'in'], ['∉', 'notin'], ['∋', 'ni'], ['⊂', 'subset'], ['⊃', 'supset'], ['⊆', 'subseteq'],
  ['⊇', 'supseteq'], ['∪', 'cup'], ['∩', 'cap'], ['∖', 'setminus'], ['∅', 'emptyset'], ['∀', 'forall'], ['∃', 'exists'],
  ['¬', 'neg'], ['∧', 'wedge'], ['∨', 'vee'], ['⊕', 'oplus'], ['⊗', 'otimes'], ['⊥', 'perp'], ['∥', 'parallel'],
  ['∑', 'sum'], ['∏', 'prod'], ['∫', 'int'], ['∬', 'iint'], ['∮', 'oint'], ['∂', 'partial'], ['∇', 'nabla'], ['∞', 'infty'],
  ['√', 'surd'], ['ℓ', 'ell'], ['ℏ', 'hbar'], ['ℵ', 'aleph'], ['°', 'circ'],
  // Arrows
  ['→', 'to'], ['←', 'leftarrow'], ['↔', 'leftrightarrow'], ['⇒', 'Rightarrow'], ['⇐', 'Leftarrow'], ['⇔', 'Leftrightarrow'],
  ['↦', 'mapsto'], ['↑', 'uparrow'], ['↓', 'downarrow'],
  // Dots and delimiters
  ['…', 'ldots'], ['⋯', 'cdots'], ['⋮', 'vdots'], ['⋱', 'ddots'], ['⟨', 'langle'], ['⟩', 'rangle'], ['⌊', 'lfloor'],
  ['⌋', 'rfloor'], ['⌈', 'lceil'], ['⌉', 'rceil'], ['‖', '|'],
];

export const TEX_SYMBOLS: Record<string, string> = {
  '−': '-', '′': "'", '″': "''", '\u2061': '', '\u2062': '', '\u2063': '', '\u2064': '',
  'ℝ': '\\mathbb{R}', 'ℕ': '\\mathbb{N}', 'ℤ': '\\mathbb{Z}', 'ℚ': '\\mathbb{Q}', 'ℂ': '\\mathbb{C}',
  ...Object.fromEntries(COMMANDS.map(([c, name]) => [c, '\\' + name + ' '])),
};
