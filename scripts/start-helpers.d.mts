export function needsBuild(): boolean;
