export { useContent, contentQuery } from './useContent.ts';
