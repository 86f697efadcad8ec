/** Progress of a delivery, reported to the popup as "part i of n". */
export type ProgressFn = (part: number, total: number) => void;
