/** The least any converter must do: one TreeWalker pass over every node, reading the text. */
export const run = (): string => {
  const walker = document.createTreeWalker(document.body);
  let chars = 0;
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) chars += (node as Text).data.length;
  }
  return String(chars);
};
