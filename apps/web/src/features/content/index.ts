export { useContent, contentQuery } from './api/content.ts';
