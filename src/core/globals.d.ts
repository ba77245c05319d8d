declare const __DEV__: boolean;
declare const __VERSION__: string;
declare module '*.css?inline' {
  const css: string;
  export default css;
}
